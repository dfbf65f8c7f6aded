import type { RentalToBill } from '@fleet/domain/billing';
import type { findRentalToBill } from './billing.repo';

type FoundRental = NonNullable<Awaited<ReturnType<typeof findRentalToBill>>>;

/** What the domain's rental charge lines are built from, of a rental as the repo reads it. */
export function rentalToBill(found: FoundRental, branchId: number): RentalToBill {
  const { rental } = found;
  return {
    rentalStatusId: rental.rentalStatusId,
    startDate: rental.startDate.getTime(),
    endDate: rental.endDate?.getTime() ?? null,
    assetId: rental.assetId,
    label: found.assetName ?? `Rental ${rental.rentalId}`,
    branchId,
    quantity: rental.quantity,
    rates: {
      price_per_hour: rental.pricePerHour,
      price_per_day: rental.pricePerDay,
      price_per_week: rental.pricePerWeek,
      price_per_month: rental.pricePerMonth,
    },
  };
}
