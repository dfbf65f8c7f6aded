import { type AssetStatus } from '@fleet/domain';
import { type MapAssetRecord } from '../api/get-map-assets';

type Indicator = AssetStatus['map_visual_indicator'];

/** Indicators a status can have without a tracker: none at all, or a manual location. */
const WITHOUT_TRACKER: readonly Indicator[] = ['NO_TRACKER', 'MANUAL_LOCATION'];

/**
 * True when a live status says the asset's tracker changed since the asset list was loaded
 * (the server derives the indicator from the tracker it has now): a tracker taken off reads
 * NO_TRACKER; one installed turns NO_TRACKER into a tracker's indicator.
 */
export function trackerChangedSince(
  assets: readonly MapAssetRecord[],
  statuses: ReadonlyMap<number, AssetStatus>,
): boolean {
  for (const asset of assets) {
    const indicator = statuses.get(asset.asset_id)?.map_visual_indicator;
    if (indicator === undefined) continue;
    if (asset.tracker_id !== null && indicator === 'NO_TRACKER') return true;
    if (asset.tracker_id === null && !WITHOUT_TRACKER.includes(indicator)) return true;
  }
  return false;
}
