/**
 * spec 1 §5 "Off-rent" date rules, shared by the server (which refuses a date outside them) and
 * the web (whose pickers offer only dates inside them). Calendar days are the company's: a
 * YYYY-MM-DD date is a day in the company's time zone, computed with Intl so no date library is
 * needed here.
 */

/** spec 1 §9: time step 15 minutes. */
export const OFF_RENT_TIME_STEP_MS = 15 * 60_000;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in the zone. */
function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The company's calendar date (YYYY-MM-DD) of an instant. */
export function dateInZone(ms: number, timeZone: string): string {
  const p = wallClock(ms, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** A calendar date `days` later (earlier when negative); no zone involved. */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The instant a calendar date starts in the zone (its midnight there). Found by correcting a
 * UTC guess by the zone's offset twice, so days next to a clock change come out right.
 */
export function startOfDateInZone(date: string, timeZone: string): number {
  const target = Date.parse(`${date}T00:00:00Z`);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const p = wallClock(guess, timeZone);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    const next = guess - (asUtc - target);
    if (next === guess) break;
    guess = next;
  }
  return guess;
}

/** Whole calendar dates, inclusive; empty when min > max. */
export interface DateLimits {
  minDate: string;
  maxDate: string;
}

export function isDateWithin(date: string, limits: DateLimits): boolean {
  return date >= limits.minDate && date <= limits.maxDate;
}

/**
 * spec 1 §5 internal ('o') off-rent: the end date is at least the day after the rental period
 * started and at most today, both in the company's time zone.
 */
export function internalOffRentLimits(
  periodStartMs: number,
  nowMs: number,
  timeZone: string,
): DateLimits {
  return {
    minDate: addDays(dateInZone(periodStartMs, timeZone), 1),
    maxDate: dateInZone(nowMs, timeZone),
  };
}

/**
 * spec 1 §5 third-party off-rent: at least the day after the rental period ended, at most today
 * (the end of today). When the period has no end or ends today or later that range is empty,
 * and a machine brought back early could never be off-rented: then, as for an internal rental,
 * any day from the day after the period started through today is allowed.
 */
export function thirdPartyOffRentLimits(
  period: { startMs: number; endMs: number | null },
  nowMs: number,
  timeZone: string,
): DateLimits {
  const today = dateInZone(nowMs, timeZone);
  if (period.endMs !== null) {
    const minDate = addDays(dateInZone(period.endMs, timeZone), 1);
    if (minDate <= today) return { minDate, maxDate: today };
  }
  return internalOffRentLimits(period.startMs, nowMs, timeZone);
}

/** Why a scheduled off-rent time is refused, or null when it is allowed (spec 1 §5). */
export function scheduledOffRentProblem(requestedMs: number, nowMs: number): string | null {
  if (!Number.isFinite(requestedMs)) return 'The off-rent date is not a valid time.';
  if (requestedMs < nowMs) return 'The off-rent date cannot be in the past.';
  if (requestedMs % OFF_RENT_TIME_STEP_MS !== 0) {
    return 'The off-rent time must be on a 15-minute step (:00, :15, :30 or :45).';
  }
  return null;
}

/** The first 15-minute step at or after an instant: the earliest time a schedule may pick. */
export function nextOffRentStep(nowMs: number): number {
  return Math.ceil(nowMs / OFF_RENT_TIME_STEP_MS) * OFF_RENT_TIME_STEP_MS;
}

/**
 * The times a schedule may pick on a calendar date: every 15-minute step of that day in the
 * zone from now (or its midnight) to its end. Empty for a day already over.
 */
export function offRentTimeSteps(date: string, nowMs: number, timeZone: string): number[] {
  const dayStart = startOfDateInZone(date, timeZone);
  const dayEnd = startOfDateInZone(addDays(date, 1), timeZone);
  const steps: number[] = [];
  for (let t = nextOffRentStep(Math.max(dayStart, nowMs)); t < dayEnd; t += OFF_RENT_TIME_STEP_MS) {
    steps.push(t);
  }
  return steps;
}

/** Bulk quantities (spec 1 §5): a whole number from 1 to the quantity on rent. */
export function isOffRentQuantityValid(quantity: number, available: number): boolean {
  return Number.isInteger(quantity) && quantity > 0 && quantity <= available;
}
