import { isOffRentQuantityValid, RENTAL_STATUS, RENTAL_TYPE, type Rental } from '@fleet/domain';

/** spec 1 §4 "Immediate off-rent sets rental status to 6; scheduled off-rent sends a time". */
export type OffRentWhen = 'now' | 'schedule';

export const isBulkRental = (rental: Rental): boolean => rental.rental_type_id === RENTAL_TYPE.bulk;
export const isOnRent = (rental: Rental): boolean =>
  rental.rental_status.rental_status_id === RENTAL_STATUS.onRent;

/**
 * Off-rent already, or about to be: a requested time that has passed takes effect at the
 * server's next sweep (at most 30 s later), so the modal treats it as taken effect.
 */
export function isOffRentTakenEffect(rental: Rental, nowMs: number): boolean {
  if (!isOnRent(rental)) return true;
  const requested = rental.off_rent_date_requested;
  return requested !== null && Date.parse(requested) <= nowMs;
}

/** spec 1 §5: the quantity input shows only when more than one is on rent. */
export const showsQuantity = (rental: Rental): boolean => rental.quantity > 1;

/** A quantity as typed (NumberInput gives '' while empty): valid only if 1..available. */
export function isQuantityEntryValid(value: number | string, available: number): boolean {
  return typeof value === 'number' && isOffRentQuantityValid(value, available);
}

/** A requested off-rent still ahead, which the modal offers to cancel. */
export function pendingOffRentMs(rental: Rental, nowMs: number): number | null {
  if (!rental.off_rent_date_requested || !isOnRent(rental)) return null;
  const at = Date.parse(rental.off_rent_date_requested);
  return at > nowMs ? at : null;
}

/** What the rental is, for the batch table: its class, or its parts for a bulk rental. */
export function rentalDescription(rental: Rental): string {
  const parts = rental.parts_information.map((part) => part.part_class_description);
  if (parts.length > 0) return parts.join(', ');
  return rental.equipment_class?.name ?? `Rental ${rental.rental_id}`;
}

const UNITS: Array<[string, number]> = [
  ['y', 365 * 86_400_000],
  ['mo', 30 * 86_400_000],
  ['w', 7 * 86_400_000],
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['min', 60_000],
];

/** spec 1 §9 "Duration display uses y, mo, w, d, h, min": the two largest parts, e.g. '2w 3d'. */
export function formatRentalDuration(ms: number): string {
  let rest = Math.max(0, ms);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0 && parts.length < 2) {
      parts.push(`${count}${unit}`);
      rest -= count * size;
    } else if (parts.length > 0) break;
  }
  return parts.length > 0 ? parts.join(' ') : '0min';
}

/** The Now / Schedule choice with the scheduled day and its 15-minute step (an instant). */
export interface OffRentTiming {
  when: OffRentWhen;
  date: string;
  stepMs: number | null;
}

export const NOW_TIMING: OffRentTiming = { when: 'now', date: '', stepMs: null };

/** Ready to send: now, or a schedule with its day and time picked (spec 1 §5: required). */
export const isTimingComplete = (timing: OffRentTiming): boolean =>
  timing.when === 'now' || timing.stepMs !== null;
