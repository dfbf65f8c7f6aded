import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat); // `Do`: 1st, 2nd, 3rd

/** spec 1 §9's default date format. */
export const DAY_FORMAT = 'MMM Do, YYYY';
/** Times of day on the timeline. */
export const TIME_FORMAT = 'h:mm A';
/** The `selectedDate` query parameter (spec 1 §2). */
export const DATE_PARAM_FORMAT = 'YYYY-MM-DD';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A moment in the zone; an unknown zone name falls back to the browser's own zone. */
function inZone(moment: dayjs.Dayjs, timeZone: string): dayjs.Dayjs {
  try {
    return moment.tz(timeZone);
  } catch {
    return moment;
  }
}

/** `true` for a real calendar date written YYYY-MM-DD (so not 2026-02-30). */
export function isDateParam(value: string): boolean {
  return DATE_PATTERN.test(value) && dayjs(value).format(DATE_PARAM_FORMAT) === value;
}

/** Today's date where the company is. */
export function todayIn(timeZone: string, nowMs: number): string {
  return inZone(dayjs(nowMs), timeZone).format(DATE_PARAM_FORMAT);
}

/**
 * The day the page shows: the URL's date when it is a real date no later than today, else
 * today (a history of tomorrow has nothing to show).
 */
export function resolveSelectedDate(raw: string | null, today: string): string {
  if (raw === null || !isDateParam(raw)) return today;
  return raw > today ? today : raw;
}

/** The date `days` away (negative for earlier); plain calendar arithmetic, no zone involved. */
export function shiftDate(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format(DATE_PARAM_FORMAT);
}

export interface DayWindow {
  isoStart: string;
  isoEnd: string;
}

/**
 * A calendar day in a time zone as the trips call wants it: from its midnight to the next
 * day's midnight there, in UTC. Days around a clock change are 23 or 25 hours long.
 */
export function dayWindow(date: string, timeZone: string): DayWindow {
  return { isoStart: midnightIn(date, timeZone), isoEnd: midnightIn(shiftDate(date, 1), timeZone) };
}

/** The UTC instant of a date's midnight in the zone (parsed there, so DST is honoured). */
function midnightIn(date: string, timeZone: string): string {
  try {
    return dayjs.tz(date, timeZone).toISOString();
  } catch {
    return dayjs(date).toISOString();
  }
}

/** A day that has not ended yet may still gain trips; a finished day never changes. */
export function isDayOpen(window: DayWindow, nowMs: number): boolean {
  return Date.parse(window.isoEnd) > nowMs;
}

/** "Nov 21st, 2026". */
export function formatDay(date: string): string {
  return dayjs(date).format(DAY_FORMAT);
}

/** "3:04 PM" where the company is; ms since the epoch or an ISO timestamp. */
export function formatTimeOfDay(moment: number | string, timeZone: string): string {
  const parsed = dayjs(moment);
  return parsed.isValid() ? inZone(parsed, timeZone).format(TIME_FORMAT) : '--';
}
