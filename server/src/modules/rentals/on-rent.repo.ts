import { and, asc, between, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyPreferences, rentals } from '../../db/schema/index';
import type { RentalRow } from './rentals.repo';

/** What the on-rent rules read of the company: its time zone and internal-rental settings. */
export async function findOnRentSettings(db: Db, companyId: number) {
  const [row] = await db
    .select({
      timezone: companies.timezone,
      allowEquipment: sql<boolean>`coalesce(${companyPreferences.allowInternalRentalsEquipment}, true)`,
      allowVehicles: sql<boolean>`coalesce(${companyPreferences.allowInternalRentalsVehicles}, true)`,
    })
    .from(companies)
    .leftJoin(companyPreferences, eq(companyPreferences.companyId, companies.companyId))
    .where(eq(companies.companyId, companyId));
  return row;
}

/**
 * The live rental (statuses 1–5) of the asset that overlaps the period, other than `exceptId`:
 * what holds the asset when the exclusion constraint refused a write.
 */
export async function findOverlappingRental(
  db: Db,
  companyId: number,
  assetId: number,
  period: { start: Date; end: Date },
  exceptId: number | null,
): Promise<RentalRow | undefined> {
  const [row] = await db
    .select()
    .from(rentals)
    .where(
      and(
        eq(rentals.companyId, companyId),
        eq(rentals.assetId, assetId),
        between(rentals.rentalStatusId, 1, 5),
        lt(rentals.startDate, period.end),
        or(isNull(rentals.endDate), gt(rentals.endDate, period.start)),
        exceptId === null ? undefined : ne(rentals.rentalId, exceptId),
      ),
    )
    .orderBy(asc(rentals.startDate))
    .limit(1);
  return row;
}

export async function updateRental(
  db: Db,
  companyId: number,
  rentalId: number,
  values: Partial<typeof rentals.$inferInsert>,
): Promise<void> {
  await db
    .update(rentals)
    .set(values)
    .where(and(eq(rentals.companyId, companyId), eq(rentals.rentalId, rentalId)));
}
