import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { INVENTORY_STATUS, RENTAL_STATUS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assets, rentalNotes, rentals } from '../../db/schema/index';
import type { NewRentalRow, RentalRow } from './rentals.repo';

/**
 * The company's rentals with these ids, locked for the rest of the transaction so two off-rents
 * of one rental (or a scheduled one taking effect meanwhile) queue instead of both passing the
 * checks. Ordered by id so concurrent batches lock in one order and never deadlock.
 */
export async function lockRentals(db: Db, companyId: number, rentalIds: number[]) {
  return db
    .select()
    .from(rentals)
    .where(and(eq(rentals.companyId, companyId), inArray(rentals.rentalId, rentalIds)))
    .orderBy(rentals.rentalId)
    .for('update');
}

export async function updateRental(
  db: Db,
  rentalId: number,
  values: Partial<
    Pick<
      RentalRow,
      'rentalStatusId' | 'endDate' | 'offRentDateRequested' | 'quantity' | 'partAssignments'
    >
  >,
): Promise<RentalRow> {
  const [row] = await db
    .update(rentals)
    .set(values)
    .where(eq(rentals.rentalId, rentalId))
    .returning();
  if (!row) throw new Error(`rental ${rentalId} vanished inside its transaction`);
  return row;
}

export async function insertRental(db: Db, values: NewRentalRow): Promise<RentalRow> {
  const [row] = await db.insert(rentals).values(values).returning();
  if (!row) throw new Error('rental insert returned nothing');
  return row;
}

/**
 * An asset back from rent is Make Ready: it has to be checked, cleaned and refuelled before it
 * is rented again (spec 1 §4 lists Make Ready among the statuses an asset can be on-rented from,
 * so this never blocks the next rental, while it tells the yard the asset needs attention).
 */
export async function markAssetsMakeReady(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return;
  await db
    .update(assets)
    .set({ inventoryStatusId: INVENTORY_STATUS.makeReady })
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, assetIds)));
}

/**
 * Scheduled off-rents whose time has come become off-rent, ending at the requested time. One
 * UPDATE: on PostgreSQL a second sweep running at once waits on the row locks, then sees status 6
 * and skips the row, so each rental changes exactly once however many instances sweep. With a
 * company, only that company's rentals (the cheap catch-up before its own reads and writes).
 */
export async function applyDueOffRents(db: Db, companyId?: number) {
  const due = await db
    .update(rentals)
    .set({ rentalStatusId: RENTAL_STATUS.offRent, endDate: sql`${rentals.offRentDateRequested}` })
    .where(
      and(
        eq(rentals.rentalStatusId, RENTAL_STATUS.onRent),
        isNotNull(rentals.offRentDateRequested),
        lte(rentals.offRentDateRequested, sql`now()`),
        companyId === undefined ? undefined : eq(rentals.companyId, companyId),
      ),
    )
    .returning({
      rentalId: rentals.rentalId,
      companyId: rentals.companyId,
      assetId: rentals.assetId,
    });
  const byCompany = new Map<number, number[]>();
  for (const row of due) {
    if (row.assetId === null) continue;
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.assetId]);
  }
  for (const [id, assetIds] of byCompany) await markAssetsMakeReady(db, id, assetIds);
  return due;
}

export async function insertRentalNote(db: Db, values: typeof rentalNotes.$inferInsert) {
  const [row] = await db.insert(rentalNotes).values(values).returning();
  if (!row) throw new Error('note insert returned nothing');
  return row;
}
