import { rentalStatusName, type Rental } from '@fleet/domain';
import type { RentalRow } from './rentals.repo';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toRentalDto(row: RentalRow): Rental {
  return {
    rental_id: row.rentalId,
    equipment_id: row.assetId,
    order_id: row.orderId,
    rental_type_id: row.rentalTypeId,
    rental_status: {
      rental_status_id: row.rentalStatusId,
      name: rentalStatusName(row.rentalStatusId),
    },
    start_date: row.startDate.toISOString(),
    end_date: iso(row.endDate),
    quantity: row.quantity,
    off_rent_date_requested: iso(row.offRentDateRequested),
  };
}
