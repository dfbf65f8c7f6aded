import { RENTAL_STATUS } from './rental-ids';

/** A span of time in epoch milliseconds, end exclusive. */
export interface Period {
  start: number;
  end: number;
}

const ENDED: readonly number[] = [
  RENTAL_STATUS.offRent,
  RENTAL_STATUS.completed,
  RENTAL_STATUS.billed,
];

/**
 * The time an asset was out on a rental: from its start until now while on rent, until its end
 * once off rent. A rental that never went on rent (needs approval, draft, pending, scheduled,
 * cancelled) has no period: the asset's trips and hours then belong to no rental.
 */
export function rentalPeriod(
  rental: { rentalStatusId: number; startDate: number; endDate: number | null },
  now: number,
): Period | null {
  if (rental.rentalStatusId === RENTAL_STATUS.onRent) {
    return rental.startDate < now ? { start: rental.startDate, end: now } : null;
  }
  if (!ENDED.includes(rental.rentalStatusId)) return null;
  const end = Math.min(rental.endDate ?? now, now);
  return end > rental.startDate ? { start: rental.startDate, end } : null;
}

/** The part of a window inside the period, or null when they do not meet. */
export function clampToPeriod(window: Period, period: Period | null): Period | null {
  if (!period) return null;
  const start = Math.max(window.start, period.start);
  const end = Math.min(window.end, period.end);
  return end > start ? { start, end } : null;
}
