import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cameras, pendingOperators } from '../../db/schema/index';

/**
 * The drivers these face profiles were named as in the company: a profile is one person, so
 * once someone named a sighting of it, later sightings of the same face are that driver. Where
 * (against the rules) a profile was named as two drivers, the latest sighting's naming counts.
 */
export async function knownFaces(
  db: Db,
  companyId: number,
  profiles: string[],
): Promise<Map<string, number>> {
  if (profiles.length === 0) return new Map();
  const rows = await db
    .select({
      profile: pendingOperators.ftsAiProfileId,
      operatorId: pendingOperators.identifiedOperatorId,
    })
    .from(pendingOperators)
    .where(
      and(
        eq(pendingOperators.companyId, companyId),
        inArray(pendingOperators.ftsAiProfileId, profiles),
        isNotNull(pendingOperators.identifiedOperatorId),
      ),
    )
    .orderBy(desc(pendingOperators.eventDate));
  const known = new Map<string, number>();
  for (const row of rows) {
    if (row.operatorId !== null && !known.has(row.profile)) known.set(row.profile, row.operatorId);
  }
  return known;
}

/** The serials of these cameras, by camera id: the name a sighting carries. */
export async function cameraSerials(db: Db, cameraIds: number[]): Promise<Map<number, string>> {
  if (cameraIds.length === 0) return new Map();
  const rows = await db
    .select({ cameraId: cameras.cameraId, serial: cameras.vendorCameraId })
    .from(cameras)
    .where(inArray(cameras.cameraId, cameraIds));
  return new Map(rows.map((row) => [row.cameraId, row.serial]));
}

/** Stores sightings, skipping one already stored (same face, asset and moment); answers the new. */
export async function insertSightings(db: Db, rows: (typeof pendingOperators.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(pendingOperators).values(rows).onConflictDoNothing().returning({
    assetId: pendingOperators.assetId,
    eventDate: pendingOperators.eventDate,
    identifiedOperatorId: pendingOperators.identifiedOperatorId,
  });
}
