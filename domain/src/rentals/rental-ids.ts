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
