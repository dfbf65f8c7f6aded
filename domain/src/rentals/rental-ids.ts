/** The spec's rental ids (spec 1 §3 "Rental", §4 "Rental status ids"). */

/** spec 1 §4: rental_status_id 1–9. */
export const RENTAL_STATUS = {
  needsApproval: 1,
  draft: 2,
  pending: 3,
  scheduled: 4,
  onRent: 5,
  offRent: 6,
  completed: 7,
  cancelled: 8,
  billed: 9,
} as const;
export type RentalStatusId = (typeof RENTAL_STATUS)[keyof typeof RENTAL_STATUS];

/** spec 1 §4: the names shown for each status; any other id is 'Unknown'. */
export const RENTAL_STATUS_NAMES: Record<RentalStatusId, string> = {
  1: 'Needs approval',
  2: 'Draft',
  3: 'Pending',
  4: 'Scheduled/Reserved',
  5: 'On-rent',
  6: 'Off-rent',
  7: 'Completed',
  8: 'Cancelled',
  9: 'Billed',
};

export function rentalStatusName(id: number): string {
  return (RENTAL_STATUS_NAMES as Record<number, string | undefined>)[id] ?? 'Unknown';
}

/** spec 1 §3 "Rental": rental_type_id. */
export const RENTAL_TYPE = { standard: 1, rapidRent: 2, bulk: 3, internal: 4 } as const;
export type RentalTypeId = (typeof RENTAL_TYPE)[keyof typeof RENTAL_TYPE];

/** spec 1 §4 "Tabs": the statuses each rentals tab lists. */
export const RENTAL_TABS = {
  'on-rent': { label: 'On-rent', statuses: [5] },
  reservations: { label: 'Reservations', statuses: [4, 2, 3] },
  pending: { label: 'Pending', statuses: [3] },
  historical: { label: 'Historical', statuses: [6, 7, 9] },
  'off-rent': { label: 'Off-rent', statuses: [6] },
} as const satisfies Record<string, { label: string; statuses: readonly RentalStatusId[] }>;
export type RentalTab = keyof typeof RENTAL_TABS;

/** Statuses of a rental that still holds its asset (the overlap constraint of migration 0007). */
export const LIVE_RENTAL_STATUSES: readonly RentalStatusId[] = [1, 2, 3, 4, 5];

/**
 * spec 1 §2 "Off-rent and other modals": who the rented asset comes from. 'o' the company's own
 * asset on its own job (internal), 'tp' a third-party vendor, 'es' the provider's own rentals.
 */
export const VENDOR_TYPES = ['o', 'tp', 'es'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

/** The name shown for the provider's own rentals (spec 9: vendor strings of the provider). */
export const PROVIDER_VENDOR_NAME = 'Fleet Rentals';

/** spec 1 §9: a billing cycle is 28 days from the rental's start. */
export const BILLING_CYCLE_DAYS = 28;

/** spec 1 §7 POST rentals/{id}/notes: the note type written before an off-rent. */
export const OFF_RENT_NOTE_TYPE = 2;
