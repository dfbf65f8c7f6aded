import { BILLING_CYCLE_DAYS } from './rental-ids';
import { addDays, dateInZone } from './off-rent-dates';
import { rentalPeriod } from './rental-period';

/** spec 1 §7 GET /billing-service/rental-billing-cycle/{rentalId}: YYYY-MM-DD company dates. */
export interface BillingCycle {
  /** The last cycle date on or before the reference day; null before the rental starts. */
  previousCycleDate: string | null;
  /** The first cycle date after the reference day. */
  nextCycleDate: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * spec 1 §9: billing cycles are 28 days from the rental's start, counted on the company's
 * calendar (a cycle date falls on the same weekday whatever the clock changes do). The
 * reference is today while on rent, the rental's end once it ended (its last cycle).
 */
export function billingCycle(startMs: number, referenceMs: number, timeZone: string): BillingCycle {
  const startDate = dateInZone(startMs, timeZone);
  const today = dateInZone(referenceMs, timeZone);
  const elapsed = dayNumber(today) - dayNumber(startDate);
  if (elapsed < 0) return { previousCycleDate: null, nextCycleDate: startDate };
  const cycles = Math.floor(elapsed / BILLING_CYCLE_DAYS);
  return {
    previousCycleDate: addDays(startDate, cycles * BILLING_CYCLE_DAYS),
    nextCycleDate: addDays(startDate, (cycles + 1) * BILLING_CYCLE_DAYS),
  };
}

/**
 * spec 1 §7 GET /billing-service/rental-billing-cycle/{rentalId}: the cycle dates around today
 * while on rent, around its end once it ended, the start itself before it starts. The server
 * answers the call with it, and the rental card reads the same dates from the rental it has.
 */
export function rentalBillingCycle(
  rental: { rentalStatusId: number; startDate: number; endDate: number | null },
  now: number,
  timeZone: string,
): BillingCycle {
  const period = rentalPeriod(rental, now);
  // An ended rental's last cycle is the one its last day fell in (the end is exclusive).
  const reference = period ? Math.max(period.start, period.end - 1) : now;
  return billingCycle(rental.startDate, reference, timeZone);
}
