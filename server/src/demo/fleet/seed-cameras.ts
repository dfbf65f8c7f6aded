import { ASSET_TYPE, CAMERA_VENDOR } from '@fleet/domain';
import type { Db } from '../../db/client';
import { makeCamera } from '../camera-factories';
import { listCompanyAssetFacts } from './seed-operators.repo';

/** Trucks with a dash camera: enough to find on the map, few enough to matter. */
const CAMERA_TRUCKS = 8;
/**
 * The cameras have been on their trucks since before the demo's history starts (the dashboard's
 * 30 days of usage; the recordings go back a week), so each event they upload has its truck in
 * the install history (docs/CAMERAS.md "Install history").
 */
const INSTALLED_DAYS_AGO = 30;

/**
 * The demo company's dash cameras (docs/CAMERAS.md): Fleet cameras (vendor 3, outside and
 * inside) on the first tracked trucks, one of them offline, and one camera-app camera
 * (vendor 5). Seeded before the drivers, whose 'Unidentified Driver' sightings name these
 * cameras.
 */
export async function seedDemoCameras(db: Db, companyId: number): Promise<void> {
  const trucks = (await listCompanyAssetFacts(db, companyId)).filter(
    (asset) => asset.assetTypeId === ASSET_TYPE.vehicle && asset.trackerId !== null,
  );
  const at = new Date();
  const installedAt = new Date(at.getTime() - INSTALLED_DAYS_AGO * 86_400_000);
  for (const [i, truck] of trucks.slice(0, CAMERA_TRUCKS + 1).entries()) {
    const isAppCamera = i === CAMERA_TRUCKS;
    // The fourth camera lost its connection an hour ago: the card shows Offline.
    const isOffline = i === 3;
    await makeCamera(db, companyId, {
      cameraVendorId: isAppCamera ? CAMERA_VENDOR.externalApp : CAMERA_VENDOR.fleetWindow,
      vendorCameraId: `${isAppCamera ? 'APP' : 'DC'}-${String(5101 + i * 7)}`,
      numberOfFeeds: isAppCamera ? 1 : 2,
      online: !isOffline,
      readyToStream: !isOffline,
      statusAt: isOffline ? new Date(at.getTime() - 3_600_000) : at,
      assetId: truck.assetId,
      installedAt,
    });
  }
}
