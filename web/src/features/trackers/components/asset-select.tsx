import {
  AssetSelect as KitAssetSelect,
  type AssetSelectProps,
} from '../../../components/asset-select';
import type { AssetChoice } from '../../../lib/asset-choices';

const hasNoTracker = (asset: AssetChoice) => asset.tracker_id === null;

/** Chooses an asset without a tracker, searching by name. */
export function AssetSelect(props: Omit<AssetSelectProps, 'isFree' | 'nothingFoundMessage'>) {
  return (
    <KitAssetSelect
      {...props}
      isFree={hasNoTracker}
      nothingFoundMessage="No asset without a tracker has that name"
    />
  );
}
