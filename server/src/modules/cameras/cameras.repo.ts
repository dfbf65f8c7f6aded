import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, cameras } from '../../db/schema/index';

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

export async function insertCameras(db: Db, values: Array<typeof cameras.$inferInsert>) {
  return values.length === 0 ? [] : db.insert(cameras).values(values).returning();
}

/**
 * Puts the camera on an asset (or takes it off with null) and writes the asset's copy of it:
 * the asset it leaves forgets it, the asset it goes to names it. Call inside one transaction.
 */
export async function installCamera(
  db: Db,
  camera: Pick<CameraRecord, 'companyId' | 'cameraId' | 'cameraVendorId' | 'assetId'>,
  assetId: number | null,
): Promise<void> {
  const { companyId, cameraId } = camera;
  if (camera.assetId !== null) {
    await db
      .update(assets)
      .set({ cameraId: null, cameraVendorId: null })
      .where(and(eq(assets.companyId, companyId), eq(assets.assetId, camera.assetId)));
  }
  await db
    .update(cameras)
    .set({ assetId })
    .where(and(eq(cameras.companyId, companyId), eq(cameras.cameraId, cameraId)));
  if (assetId !== null) {
    await db
      .update(assets)
      .set({ cameraId, cameraVendorId: camera.cameraVendorId })
      .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)));
  }
}

/** Takes whatever camera is on the asset off it (archiving, docs/ARCHIVE.md). */
export async function takeCameraOffAsset(db: Db, companyId: number, assetId: number) {
  await db
    .update(cameras)
    .set({ assetId: null })
    .where(and(eq(cameras.companyId, companyId), eq(cameras.assetId, assetId)));
}

export async function deleteCamera(db: Db, companyId: number, cameraId: number) {
  await db
    .delete(cameras)
    .where(and(eq(cameras.companyId, companyId), eq(cameras.cameraId, cameraId)));
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
