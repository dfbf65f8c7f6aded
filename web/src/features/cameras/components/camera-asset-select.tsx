import { AssetSelect, type AssetSelectProps } from '../../../components/asset-select';
import type { AssetChoice } from '../../../lib/asset-choices';

const hasNoCamera = (asset: AssetChoice) => asset.camera === null;

/** Chooses an asset without a camera, searching by name. */
export function CameraAssetSelect(props: Omit<AssetSelectProps, 'isFree' | 'nothingFoundMessage'>) {
  return (
    <AssetSelect
      {...props}
      isFree={hasNoCamera}
      nothingFoundMessage="No asset without a camera has that name"
    />
  );
}
