import { and, asc, inArray, isNotNull, eq } from 'drizzle-orm';
import { RENTAL_STATUS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { rentals } from '../../db/schema/index';

/** Rentals with a daily rate that went out (on rent or ended), oldest first: demo invoices bill them. */
export async function listBillableRentalIds(
  db: Db,
  companyId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ rentalId: rentals.rentalId })
    .from(rentals)
    .where(
      and(
        eq(rentals.companyId, companyId),
        isNotNull(rentals.assetId),
        isNotNull(rentals.pricePerDay),
        inArray(rentals.rentalStatusId, [RENTAL_STATUS.onRent, RENTAL_STATUS.offRent]),
      ),
    )
    .orderBy(asc(rentals.rentalId))
    .limit(limit);
  return rows.map((row) => row.rentalId);
}
