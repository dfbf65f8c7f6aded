import type { Db } from '../../db/client';
import {
  jobs,
  locations,
  orders,
  thirdPartyAssets,
  thirdPartyRentals,
  vendorEntities,
} from '../../db/schema/index';

/**
 * Rows only the demo writes in bulk: the rental records behind the demo rentals. The modules
 * that own these tables write them one at a time, through their own rules.
 */
export async function insertVendorEntities(
  db: Db,
  values: Array<typeof vendorEntities.$inferInsert>,
) {
  return db.insert(vendorEntities).values(values).returning();
}

export async function insertLocations(db: Db, values: Array<typeof locations.$inferInsert>) {
  return db.insert(locations).values(values).returning();
}

export async function insertJob(db: Db, values: typeof jobs.$inferInsert) {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}

export async function insertOrders(db: Db, values: Array<typeof orders.$inferInsert>) {
  return db.insert(orders).values(values).returning();
}

export async function insertThirdPartyAsset(db: Db, values: typeof thirdPartyAssets.$inferInsert) {
  const [row] = await db.insert(thirdPartyAssets).values(values).returning();
  if (!row) throw new Error('third-party asset insert returned nothing');
  return row;
}

export async function insertThirdPartyRentals(
  db: Db,
  values: Array<typeof thirdPartyRentals.$inferInsert>,
) {
  return db.insert(thirdPartyRentals).values(values).returning();
}
