import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  equipmentClasses,
  locations,
  rentals,
  thirdPartyAssets,
  thirdPartyRentals,
  vendorEntities,
} from '../../db/schema/index';

export type ThirdPartyRentalRow = typeof thirdPartyRentals.$inferSelect;

/** The company's third-party rentals with their machine, its class and where it is. */
export async function listThirdPartyRentals(
  db: Db,
  companyId: number,
  thirdPartyRentalId?: number,
) {
  return db
    .select({
      rental: thirdPartyRentals,
      assetName: thirdPartyAssets.customName,
      className: equipmentClasses.name,
      locationId: locations.locationId,
      locationName: locations.nickname,
    })
    .from(thirdPartyRentals)
    .innerJoin(
      thirdPartyAssets,
      eq(thirdPartyAssets.thirdPartyAssetId, thirdPartyRentals.thirdPartyAssetId),
    )
    .leftJoin(
      equipmentClasses,
      eq(equipmentClasses.equipmentClassId, thirdPartyAssets.equipmentClassId),
    )
    .leftJoin(locations, eq(locations.locationId, thirdPartyAssets.locationId))
    .where(
      and(
        eq(thirdPartyRentals.companyId, companyId),
        thirdPartyRentalId === undefined
          ? undefined
          : eq(thirdPartyRentals.thirdPartyRentalId, thirdPartyRentalId),
      ),
    )
    .orderBy(asc(thirdPartyRentals.thirdPartyRentalId));
}
export type ThirdPartyRentalListRow = Awaited<ReturnType<typeof listThirdPartyRentals>>[number];

export async function lockThirdPartyRental(db: Db, companyId: number, thirdPartyRentalId: number) {
  const [row] = await db
    .select()
    .from(thirdPartyRentals)
    .where(
      and(
        eq(thirdPartyRentals.companyId, companyId),
        eq(thirdPartyRentals.thirdPartyRentalId, thirdPartyRentalId),
      ),
    )
    .for('update');
  return row;
}

/** Sets the third-party rental and the company's rentals that mirror it to the same status. */
export async function setThirdPartyRentalStatus(
  db: Db,
  companyId: number,
  thirdPartyRentalId: number,
  values: { rentalStatusId: number; endDate: Date },
) {
  await db
    .update(thirdPartyRentals)
    .set(values)
    .where(
      and(
        eq(thirdPartyRentals.companyId, companyId),
        eq(thirdPartyRentals.thirdPartyRentalId, thirdPartyRentalId),
      ),
    );
  await db
    .update(rentals)
    .set({ ...values, offRentDateRequested: null })
    .where(
      and(
        eq(rentals.companyId, companyId),
        eq(rentals.vendorType, 'tp'),
        eq(rentals.thirdPartyRentalId, thirdPartyRentalId),
      ),
    );
}

/** spec 1 §7 "GET purchases/entities/": the company's vendor entities, by name. */
export async function listVendorEntities(db: Db, companyId: number) {
  return db
    .select()
    .from(vendorEntities)
    .where(and(eq(vendorEntities.companyId, companyId), eq(vendorEntities.isVendor, true)))
    .orderBy(asc(vendorEntities.name), asc(vendorEntities.entityId));
}

async function insertOne<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}

export function insertVendorEntity(db: Db, values: typeof vendorEntities.$inferInsert) {
  return insertOne(db.insert(vendorEntities).values(values).returning(), 'vendor');
}

export function insertThirdPartyAsset(db: Db, values: typeof thirdPartyAssets.$inferInsert) {
  return insertOne(db.insert(thirdPartyAssets).values(values).returning(), 'third-party asset');
}

export function insertThirdPartyRental(db: Db, values: typeof thirdPartyRentals.$inferInsert) {
  return insertOne(db.insert(thirdPartyRentals).values(values).returning(), 'third-party rental');
}
