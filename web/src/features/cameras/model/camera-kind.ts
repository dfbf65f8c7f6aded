import type { CameraListItem } from '@fleet/domain';
import type { DeviceKind } from '../../../components/devices/device-kind';

/** Cameras as the shared device table and dialogs name them: by the vendor's serial. */
export const CAMERA_KIND: DeviceKind<CameraListItem> = {
  noun: 'camera',
  plural: 'cameras',
  idOf: (camera) => camera.camera_id,
  serialOf: (camera) => camera.vendor_camera_id,
  isFreeAsset: (asset) => asset.camera === null,
};
