import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetStatuses, assets, cameras, positions } from '../../db/schema/index';

/** The status's last known place, when it has one (a status without a fix has none). */
const statusCoordinate = (name: 'latitude' | 'longitude') =>
  sql<
    number | null
  >`case when jsonb_typeof(${assetStatuses.status}->'location') = 'object' then (${assetStatuses.status}->'location'->>${sql.raw(`'${name}'`)})::float8 end`;

/** Every installed camera with its asset's name, its last known place and reported status. */
export async function installedCameras(db: Db) {
  return db
    .select({
      companyId: cameras.companyId,
      cameraId: cameras.cameraId,
      vendorId: cameras.cameraVendorId,
      vendorCameraId: cameras.vendorCameraId,
      numberOfFeeds: cameras.numberOfFeeds,
      online: cameras.online,
      readyToStream: cameras.readyToStream,
      assetId: assets.assetId,
      assetName: assets.customName,
      latitude: statusCoordinate('latitude'),
      longitude: statusCoordinate('longitude'),
    })
    .from(cameras)
    .innerJoin(
      assets,
      and(eq(assets.assetId, cameras.assetId), eq(assets.companyId, cameras.companyId)),
    )
    .leftJoin(assetStatuses, eq(assetStatuses.assetId, cameras.assetId))
    .where(isNotNull(cameras.assetId));
}
export type InstalledCamera = Awaited<ReturnType<typeof installedCameras>>[number];

/** A camera's feeds as its simulator plays them: outside, and inside when it has one. */
export const feedsOf = (camera: InstalledCamera): 1 | 2 => (camera.numberOfFeeds >= 2 ? 2 : 1);

/**
 * Where the asset's tracker put it nearest to `at`, within `withinMs` either side: the place on
 * its trip line of something that happened then. None when it reported nothing around then.
 */
export async function fixNear(db: Db, assetId: number, at: Date, withinMs: number) {
  const [fix] = await db
    .select({ latitude: positions.latitude, longitude: positions.longitude })
    .from(positions)
    .where(
      and(
        eq(positions.assetId, assetId),
        between(
          positions.fixTime,
          new Date(at.getTime() - withinMs),
          new Date(at.getTime() + withinMs),
        ),
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${positions.fixTime} - ${at.toISOString()}::timestamptz))`)
    .limit(1);
  return fix;
}
