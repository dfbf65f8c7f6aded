import { memo } from 'react';
import { assetTypeLabel, makeModelText } from '../model/format';
import { hasTracker, type MapAsset } from '../model/map-asset';
import classes from './asset-map.module.css';
import { IndicatorDot } from './indicator-dot';
import { AssetStatusBadge } from './status-badge';
import { SyncLabel } from './sync-label';

export const ROW_HEIGHT = 80;

interface AssetListRowProps {
  item: MapAsset;
  top: number;
  isSelected: boolean;
  onSelect: (item: MapAsset) => void;
}

function locationLine(item: MapAsset): string {
  if (item.description.locationText !== null && item.status?.location) {
    return item.description.locationText;
  }
  return hasTracker(item.asset) ? 'Location unknown' : 'No location reported';
}

/**
 * One asset in the list. Memoized on its item, which the join reuses while the asset's status
 * is unchanged: a live batch re-renders only the rows of the assets it touched. Plain elements
 * rather than layout components: scrolling a large fleet mounts rows by the hundred.
 */
export const AssetListRow = memo(function AssetListRow({
  item,
  top,
  isSelected,
  onSelect,
}: AssetListRowProps) {
  const { asset, description } = item;
  const details = [makeModelText(asset), assetTypeLabel(asset.asset_type_key)]
    .filter((part) => part !== null)
    .join(' · ');
  return (
    <button
      type="button"
      className={isSelected ? `${classes.row} ${classes.rowSelected}` : classes.row}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      onClick={() => onSelect(item)}
      aria-current={isSelected ? 'true' : undefined}
      data-asset-id={asset.asset_id}
    >
      <span className={classes.rowDot}>
        <IndicatorDot indicator={description.legendIndicator} />
      </span>
      <span className={classes.rowBody}>
        <span className={classes.rowLine}>
          <span className={`${classes.rowName} ${classes.truncate}`}>{asset.custom_name}</span>
          <AssetStatusBadge item={item} size="xs" />
        </span>
        <span className={`${classes.rowDetails} ${classes.truncate}`}>{details}</span>
        <span className={classes.rowLine}>
          <span className={`${classes.rowLocation} ${classes.truncate}`}>{locationLine(item)}</span>
          <SyncLabel item={item} />
        </span>
      </span>
    </button>
  );
});
