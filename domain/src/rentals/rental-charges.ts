/**
 * Charges accrued on a rental so far, the way rental companies bill: whole days (a part day is
 * a day), priced by combining the 4-week (28-day, the monthly rate), weekly (7-day) and daily
 * rates for the lowest total. Covering more days than used is allowed when it is cheaper (five
 * days at the weekly rate). A rate left unset is not on offer. Amounts are in cents inside, so
 * sums never drift; dollars with cents come out.
 */

const DAY_MS = 86_400_000;
export const WEEK_DAYS = 7;
/** The monthly rate buys 4 weeks (spec 1 §9: billing cycles are 28 days). */
export const FOUR_WEEK_DAYS = 28;

export interface RentalRates {
  price_per_day: number | null;
  price_per_week: number | null;
  price_per_month: number | null;
}

export interface ChargeBreakdown {
  /** Whole days charged for (the elapsed time rounded up). */
  days: number;
  fourWeeks: number;
  weeks: number;
  daysCharged: number;
  /** Dollars with cents; null when no set rate can cover the days. */
  total: number | null;
}

const cents = (rate: number | null): number | null =>
  rate === null || !Number.isFinite(rate) || rate < 0 ? null : Math.round(rate * 100);

/** Whole days between two instants, a started day counting as one (0 when none elapsed). */
export function chargeableDays(startMs: number, endMs: number): number {
  return endMs > startMs ? Math.ceil((endMs - startMs) / DAY_MS) : 0;
}

interface Option {
  fourWeeks: number;
  weeks: number;
  daysCharged: number;
  cost: number;
}

/**
 * The cheapest weeks-and-days cover of `rest` days. Cost j·w + max(0, rest − 7j)·d is convex in
 * the number of weeks j, so only no weeks, floor(rest/7) and ceil(rest/7) need trying.
 */
function coverWithWeeks(rest: number, week: number | null, day: number | null): Option | null {
  const tries = new Set([0, Math.floor(rest / WEEK_DAYS), Math.ceil(rest / WEEK_DAYS)]);
  let best: Option | null = null;
  for (const weeks of tries) {
    if (weeks > 0 && week === null) continue;
    const daysCharged = Math.max(0, rest - weeks * WEEK_DAYS);
    if (daysCharged > 0 && day === null) continue;
    const cost = weeks * (week ?? 0) + daysCharged * (day ?? 0);
    if (!best || cost < best.cost) best = { fourWeeks: 0, weeks, daysCharged, cost };
  }
  return best;
}

/** The lowest-total combination of the rates covering `days` whole days. */
export function cheapestCharges(days: number, rates: RentalRates): ChargeBreakdown {
  const day = cents(rates.price_per_day);
  const week = cents(rates.price_per_week);
  const month = cents(rates.price_per_month);
  const none = { days, fourWeeks: 0, weeks: 0, daysCharged: 0 };
  if (days <= 0) return { ...none, days: 0, total: 0 };
  let best: Option | null = null;
  const maxFourWeeks = month === null ? 0 : Math.ceil(days / FOUR_WEEK_DAYS);
  for (let fourWeeks = 0; fourWeeks <= maxFourWeeks; fourWeeks += 1) {
    const rest = Math.max(0, days - fourWeeks * FOUR_WEEK_DAYS);
    const cover = coverWithWeeks(rest, week, day);
    if (!cover) continue;
    const cost = cover.cost + fourWeeks * (month ?? 0);
    if (!best || cost < best.cost) best = { ...cover, fourWeeks, cost };
  }
  if (!best) return { ...none, total: null };
  const { cost, ...counts } = best;
  return { days, ...counts, total: cost / 100 };
}

/** Charges of a rental period so far: from its start to its end, or to now while on rent. */
export function accruedCharges(
  period: { start: number; end: number } | null,
  rates: RentalRates,
): ChargeBreakdown {
  return cheapestCharges(period ? chargeableDays(period.start, period.end) : 0, rates);
}
