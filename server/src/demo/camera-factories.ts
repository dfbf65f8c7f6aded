import { CAMERA_VENDOR } from '@fleet/domain';
import type { Db } from '../db/client';
import type { cameras } from '../db/schema/index';
import { insertCamera, installCamera } from '../modules/cameras/cameras.repo';

let sequence = 0;
const next = (): number => ++sequence;

type CameraOverrides = Partial<Omit<typeof cameras.$inferInsert, 'companyId' | 'assetId'>> & {
  /** The asset to install it on; its camera_id and camera_vendor_id are written too. */
  assetId?: number | null;
  /** When it went on that asset (its install history's first stay): now when absent. */
  installedAt?: Date;
};

/**
 * A camera of the company (vendor 3, both feeds, online and ready unless told otherwise); the
 * serial is unique per call unless given. Tests, the demo and e2e journeys share it.
 */
export async function makeCamera(db: Db, companyId: number, overrides: CameraOverrides = {}) {
  const { assetId = null, installedAt = new Date(), ...values } = overrides;
  const camera = await insertCamera(db, {
    cameraVendorId: CAMERA_VENDOR.fleetWindow,
    vendorCameraId: `CAM${Date.now().toString(36)}${next()}`.toUpperCase(),
    online: true,
    readyToStream: true,
    numberOfFeeds: 2,
    statusAt: new Date(),
    ...values,
    companyId,
  });
  if (assetId === null) return camera;
  await installCamera(db, camera, assetId, installedAt);
  return { ...camera, assetId };
}
