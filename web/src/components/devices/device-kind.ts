import type { AssetChoice } from '../../lib/asset-choices';

/** What every device list item has that the shared pieces read: the asset it is on, if any. */
export interface InstalledDevice {
  asset: { asset_id: number; custom_name: string } | null;
}

/**
 * A kind of device (cameras, trackers) as the shared table and dialogs see it: its words and
 * how to tell one apart. Each feature keeps its own, at module scope.
 */
export interface DeviceKind<T extends InstalledDevice> {
  /** 'camera': "Install camera", "Only assets without a camera are listed." */
  noun: string;
  /** 'cameras': "57 cameras", "Show all cameras". */
  plural: string;
  idOf: (device: T) => number;
  /** What is printed on the device (or what it sends): names its row and its dialogs. */
  serialOf: (device: T) => string;
  /** The assets that can take one more: those without a device of this kind. */
  isFreeAsset: (asset: AssetChoice) => boolean;
}

/** The part of a kind that chooses an asset for it. */
export type DeviceAssetKind = Pick<DeviceKind<InstalledDevice>, 'noun' | 'isFreeAsset'>;
