import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, cameras } from '../../db/schema/index';

/** Every installed camera with its asset's name and its last reported status. */
export async function installedCameras(db: Db) {
  return db
    .select({
      companyId: cameras.companyId,
      cameraId: cameras.cameraId,
      vendorId: cameras.cameraVendorId,
      numberOfFeeds: cameras.numberOfFeeds,
      online: cameras.online,
      readyToStream: cameras.readyToStream,
      assetName: assets.customName,
    })
    .from(cameras)
    .innerJoin(
      assets,
      and(eq(assets.assetId, cameras.assetId), eq(assets.companyId, cameras.companyId)),
    )
    .where(isNotNull(cameras.assetId));
}
