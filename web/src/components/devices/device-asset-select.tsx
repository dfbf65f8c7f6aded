import { AssetSelect, type AssetSelectProps } from '../asset-select';
import type { DeviceAssetKind } from './device-kind';

export type DeviceAssetSelectProps = Omit<AssetSelectProps, 'isFree' | 'nothingFoundMessage'> & {
  kind: DeviceAssetKind;
};

/** Chooses an asset without a device of the kind, searching by name. */
export function DeviceAssetSelect({ kind, ...props }: DeviceAssetSelectProps) {
  return (
    <AssetSelect
      {...props}
      isFree={kind.isFreeAsset}
      nothingFoundMessage={`No asset without a ${kind.noun} has that name`}
    />
  );
}
