import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assetKeypadEntries,
  assets,
  cameras,
  companies,
  keypadCodes,
  operatorAssignments,
  operators,
  pendingOperators,
} from '../../db/schema/index';

/**
 * Rows only the demo writes in bulk: drivers, keypad codes and entries, assignments and pending
 * drivers. The operators module writes them one at a time, through its rules.
 */
export async function findCompanyOwner(db: Db, companyId: number) {
  const [row] = await db
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row?.ownerUserId ?? null;
}

export async function listCompanyAssetFacts(db: Db, companyId: number) {
  return db
    .select({
      assetId: assets.assetId,
      assetTypeId: assets.assetTypeId,
      hasKeypad: assets.hasKeypad,
      cameraId: assets.cameraId,
      /** The installed camera's serial: the name its sightings carry. */
      vendorCameraId: cameras.vendorCameraId,
      trackerId: assets.trackerId,
    })
    .from(assets)
    .leftJoin(cameras, eq(cameras.assetId, assets.assetId))
    .where(eq(assets.companyId, companyId))
    .orderBy(asc(assets.assetId));
}

export async function insertOperators(db: Db, values: Array<typeof operators.$inferInsert>) {
  return db.insert(operators).values(values).returning();
}

export async function insertKeypadCodes(db: Db, values: Array<typeof keypadCodes.$inferInsert>) {
  return db.insert(keypadCodes).values(values).returning();
}

export async function insertKeypadEntries(
  db: Db,
  values: Array<typeof assetKeypadEntries.$inferInsert>,
): Promise<void> {
  if (values.length > 0) await db.insert(assetKeypadEntries).values(values);
}

export async function insertAssignments(
  db: Db,
  values: Array<typeof operatorAssignments.$inferInsert>,
): Promise<void> {
  if (values.length > 0) await db.insert(operatorAssignments).values(values);
}

export async function insertPendingOperators(
  db: Db,
  values: Array<typeof pendingOperators.$inferInsert>,
) {
  if (values.length === 0) return [];
  return db.insert(pendingOperators).values(values).returning();
}
