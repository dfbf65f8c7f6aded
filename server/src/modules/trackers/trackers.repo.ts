import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetStatuses, assets, trackers, unknownDevices } from '../../db/schema/index';

/**
 * The company's trackers with the asset each is on and its last check-in as stored; with
 * `trackerId`, that one only.
 */
export async function listTrackers(db: Db, companyId: number, trackerId?: number) {
  return db
    .select({
      trackerId: trackers.trackerId,
      deviceSerial: trackers.deviceSerial,
      trackerTypeId: trackers.trackerTypeId,
      createdAt: trackers.createdAt,
      assetId: assets.assetId,
      assetName: assets.customName,
      lastCheckin: sql<string | null>`${assetStatuses.status}->>'last_checkin_timestamp'`,
    })
    .from(trackers)
    .leftJoin(assets, eq(assets.trackerId, trackers.trackerId))
    .leftJoin(assetStatuses, eq(assetStatuses.assetId, assets.assetId))
    .where(
      and(
        eq(trackers.companyId, companyId),
        trackerId === undefined ? undefined : eq(trackers.trackerId, trackerId),
      ),
    )
    .orderBy(asc(trackers.deviceSerial));
}
export type TrackerRow = Awaited<ReturnType<typeof listTrackers>>[number];

export async function findTracker(db: Db, companyId: number, trackerId: number) {
  const [row] = await db
    .select()
    .from(trackers)
    .where(and(eq(trackers.companyId, companyId), eq(trackers.trackerId, trackerId)));
  return row;
}

export async function insertTracker(
  db: Db,
  values: { companyId: number; deviceSerial: string; trackerTypeId: number },
) {
  const [row] = await db.insert(trackers).values(values).returning();
  if (!row) throw new Error('tracker insert returned nothing');
  return row;
}

/** The asset a tracker is on, if any. */
export async function findAssetOfTracker(db: Db, companyId: number, trackerId: number) {
  const [row] = await db
    .select({ assetId: assets.assetId })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.trackerId, trackerId)));
  return row;
}

export async function setAssetTracker(
  db: Db,
  companyId: number,
  assetId: number,
  trackerId: number | null,
): Promise<void> {
  await db
    .update(assets)
    .set({ trackerId })
    .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)));
}

export async function deleteTracker(db: Db, companyId: number, trackerId: number): Promise<void> {
  await db
    .delete(trackers)
    .where(and(eq(trackers.companyId, companyId), eq(trackers.trackerId, trackerId)));
}

export async function deleteUnknownDevice(db: Db, deviceSerial: string): Promise<void> {
  await db.delete(unknownDevices).where(eq(unknownDevices.deviceSerial, deviceSerial));
}

/** Devices that reported without being registered, newest first. */
/** The unknown-device record of one identifier (reports refused while nobody registered it). */
export async function findUnknownDevice(db: Db, deviceSerial: string) {
  const [row] = await db
    .select()
    .from(unknownDevices)
    .where(eq(unknownDevices.deviceSerial, deviceSerial))
    .limit(1);
  return row;
}
