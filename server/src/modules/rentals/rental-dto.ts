import {
  PROVIDER_VENDOR_NAME,
  rentalStatusName,
  type Rental,
  type VendorType,
} from '@fleet/domain';
import type { RentalDetailRow } from './rentals.repo';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The vendor shown for a rental: the provider for 'es', the company's vendor for 'tp'. */
function vendorName(row: RentalDetailRow): string | null {
  if (row.rental.vendorType === 'es') return PROVIDER_VENDOR_NAME;
  return row.vendorName;
}

export function toRentalDto(row: RentalDetailRow): Rental {
  const r = row.rental;
  const parts = r.partAssignments;
  return {
    rental_id: r.rentalId,
    equipment_id: r.assetId,
    order_id: r.orderId,
    rental_type_id: r.rentalTypeId,
    rental_status: {
      rental_status_id: r.rentalStatusId,
      name: rentalStatusName(r.rentalStatusId),
    },
    start_date: r.startDate.toISOString(),
    end_date: iso(r.endDate),
    quantity: r.quantity,
    off_rent_date_requested: iso(r.offRentDateRequested),
    rental_period_start_timestamp: r.startDate.toISOString(),
    rental_period_end_timestamp: iso(r.endDate),
    vendor_type: r.vendorType as VendorType,
    vendor: vendorName(row),
    vendor_id: r.vendorId,
    third_party_rental_id: r.thirdPartyRentalId,
    price_per_hour: r.pricePerHour,
    price_per_day: r.pricePerDay,
    price_per_week: r.pricePerWeek,
    price_per_month: r.pricePerMonth,
    current_location: r.locationId === null ? null : { location_id: r.locationId },
    part_assignments: parts,
    part_id: null,
    parts_information: parts.map((part) => part.part_information),
    equipment_class: row.equipmentClassName === null ? null : { name: row.equipmentClassName },
    order:
      r.orderId === null
        ? null
        : {
            order_id: r.orderId,
            purchase_order: row.purchaseOrder,
            job: row.jobId === null ? null : { job_id: row.jobId, name: row.jobName ?? '' },
            user_id: row.orderUserId,
          },
  };
}
