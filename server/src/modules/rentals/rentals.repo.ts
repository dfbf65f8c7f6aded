import { and, eq, inArray } from 'drizzle-orm';
import { RENTAL_STATUS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { rentals } from '../../db/schema/index';

export type RentalRow = typeof rentals.$inferSelect;
export type NewRentalRow = typeof rentals.$inferInsert;

export async function insertRentals(db: Db, values: NewRentalRow[]): Promise<RentalRow[]> {
  if (values.length === 0) return [];
  return db.insert(rentals).values(values).returning();
}

/** A rental with what its spec shape names beside it: vendor, order and job, class. */
export interface RentalDetailRow {
  rental: RentalRow;
  vendorName: string | null;
  purchaseOrder: string | null;
  orderUserId: number | null;
  jobId: number | null;
  jobName: string | null;
  equipmentClassName: string | null;
}

export async function findRental(
  db: Db,
  companyId: number,
  rentalId: number,
): Promise<RentalRow | undefined> {
  const [row] = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.companyId, companyId), eq(rentals.rentalId, rentalId)));
  return row;
}

/** The on-rent rental of each asset that has one (an asset is on one rental at a time). */
export async function onRentRentalIds(
  db: Db,
  companyId: number,
  assetIds: number[],
): Promise<Map<number, number>> {
  const byAsset = new Map<number, number>();
  if (assetIds.length === 0) return byAsset;
  const rows = await db
    .select({ assetId: rentals.assetId, rentalId: rentals.rentalId })
    .from(rentals)
    .where(
      and(
        eq(rentals.companyId, companyId),
        eq(rentals.rentalStatusId, RENTAL_STATUS.onRent),
        inArray(rentals.assetId, assetIds),
      ),
    );
  for (const row of rows) if (row.assetId !== null) byAsset.set(row.assetId, row.rentalId);
  return byAsset;
}
