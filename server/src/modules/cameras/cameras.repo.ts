import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, cameraInstalls, cameras } from '../../db/schema/index';

export type CameraRecord = typeof cameras.$inferSelect;

/** The company's cameras with the asset each is on; with `cameraId`, that one only. */
export async function listCameras(db: Db, companyId: number, cameraId?: number) {
  return db
    .select({ camera: cameras, assetName: assets.customName })
    .from(cameras)
    .leftJoin(assets, eq(assets.assetId, cameras.assetId))
    .where(
      and(
        eq(cameras.companyId, companyId),
        cameraId === undefined ? undefined : eq(cameras.cameraId, cameraId),
      ),
    )
    .orderBy(asc(cameras.vendorCameraId), asc(cameras.cameraId));
}
export type CameraRow = Awaited<ReturnType<typeof listCameras>>[number];

export async function findCamera(db: Db, companyId: number, cameraId: number) {
  const [row] = await db
    .select()
    .from(cameras)
    .where(and(eq(cameras.companyId, companyId), eq(cameras.cameraId, cameraId)));
  return row;
}

/** Any company's camera of a vendor by its serial: the serial is the camera's one name. */
export async function findCameraBySerial(db: Db, vendorId: number, vendorCameraId: string) {
  const [row] = await db
    .select()
    .from(cameras)
    .where(and(eq(cameras.cameraVendorId, vendorId), eq(cameras.vendorCameraId, vendorCameraId)));
  return row;
}

/** The camera installed on an asset, if any. */
export async function findCameraOnAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await db
    .select()
    .from(cameras)
    .where(and(eq(cameras.companyId, companyId), eq(cameras.assetId, assetId)));
  return row;
}

export async function insertCamera(db: Db, values: typeof cameras.$inferInsert) {
  const [row] = await db.insert(cameras).values(values).returning();
  if (!row) throw new Error('camera insert returned nothing');
  return row;
}

/**
 * Ends the camera's open stay at `at` (docs/CAMERAS.md "Install history"); never before the stay
 * began, so a clock that stepped back still leaves a stay of no length, not a broken one.
 */
async function endStay(
  db: Db,
  where: { companyId: number; cameraId?: number; assetId?: number },
  at: Date,
) {
  await db
    .update(cameraInstalls)
    .set({
      removedAt: sql`greatest(${cameraInstalls.installedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(cameraInstalls.companyId, where.companyId),
        where.cameraId === undefined ? undefined : eq(cameraInstalls.cameraId, where.cameraId),
        where.assetId === undefined ? undefined : eq(cameraInstalls.assetId, where.assetId),
        isNull(cameraInstalls.removedAt),
      ),
    );
}

/**
 * Puts the camera on an asset (or takes it off with null) at `at`: the asset it leaves forgets
 * it, the asset it goes to names it, and the install history ends the old stay and opens the
 * new one. Putting it on the asset it is on changes nothing. Call inside one transaction.
 */
export async function installCamera(
  db: Db,
  camera: Pick<CameraRecord, 'companyId' | 'cameraId' | 'cameraVendorId' | 'assetId'>,
  assetId: number | null,
  at: Date,
): Promise<void> {
  const { companyId, cameraId } = camera;
  if (camera.assetId === assetId) return;
  if (camera.assetId !== null) {
    await db
      .update(assets)
      .set({ cameraId: null, cameraVendorId: null })
      .where(and(eq(assets.companyId, companyId), eq(assets.assetId, camera.assetId)));
  }
  await endStay(db, { companyId, cameraId }, at);
  await db
    .update(cameras)
    .set({ assetId })
    .where(and(eq(cameras.companyId, companyId), eq(cameras.cameraId, cameraId)));
  if (assetId !== null) {
    await db.insert(cameraInstalls).values({ companyId, cameraId, assetId, installedAt: at });
    await db
      .update(assets)
      .set({ cameraId, cameraVendorId: camera.cameraVendorId })
      .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)));
  }
}

/** Takes whatever camera is on the asset off it at `at` (archiving, docs/ARCHIVE.md). */
export async function takeCameraOffAsset(db: Db, companyId: number, assetId: number, at: Date) {
  await endStay(db, { companyId, assetId }, at);
  await db
    .update(cameras)
    .set({ assetId: null })
    .where(and(eq(cameras.companyId, companyId), eq(cameras.assetId, assetId)));
}

/**
 * Removes a camera that is on no asset, with its install history; false when it is installed
 * (installed since it was looked at) or gone.
 */
export async function deleteUninstalledCamera(db: Db, companyId: number, cameraId: number) {
  const rows = await db
    .delete(cameras)
    .where(
      and(
        eq(cameras.companyId, companyId),
        eq(cameras.cameraId, cameraId),
        isNull(cameras.assetId),
      ),
    )
    .returning({ cameraId: cameras.cameraId });
  return rows.length > 0;
}

export interface CameraReport {
  vendorId: number;
  vendorCameraId: string;
  online: boolean;
  readyToStream: boolean;
  numberOfFeeds: number;
  at: Date;
}

/**
 * Stores a camera's report unless a newer one is stored already (reports can arrive out of
 * order). Answers the camera when it changed; undefined for an unknown camera or a stale report.
 */
export async function updateCameraStatus(db: Db, report: CameraReport) {
  const [row] = await db
    .update(cameras)
    .set({
      online: report.online,
      readyToStream: report.readyToStream,
      numberOfFeeds: report.numberOfFeeds,
      statusAt: report.at,
    })
    .where(
      and(
        eq(cameras.cameraVendorId, report.vendorId),
        eq(cameras.vendorCameraId, report.vendorCameraId),
        or(isNull(cameras.statusAt), lt(cameras.statusAt, report.at)),
      ),
    )
    .returning();
  return row;
}
