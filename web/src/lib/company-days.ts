/** Calendar days where the company is: the windows the trips and timecard calls take. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat); // `Do`: 1st, 2nd, 3rd

/** spec 1 §9's default date format. */
export const DAY_FORMAT = 'MMM Do, YYYY';

/** The `selectedDate` query parameter and every YYYY-MM-DD date of a company's calendar. */
export const DATE_PARAM_FORMAT = 'YYYY-MM-DD';

/** A moment in the zone; an unknown zone name falls back to the browser's own zone. */
export function inZone(moment: dayjs.Dayjs, timeZone: string): dayjs.Dayjs {
  try {
    return moment.tz(timeZone);
  } catch {
    return moment;
  }
}

/** Today's date where the company is. */
export function todayIn(timeZone: string, nowMs: number): string {
  return inZone(dayjs(nowMs), timeZone).format(DATE_PARAM_FORMAT);
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

/** spec 1 §9's default date format, with the time of day. */
export const DATE_TIME_FORMAT = 'MMM Do, YYYY h:mm A';

/** A UTC timestamp in the company's time zone; null when missing or unreadable. */
export function formatInTimeZone(
  iso: string | null,
  timeZone: string,
  format: string = DATE_TIME_FORMAT,
): string | null {
  if (iso === null || iso.trim() === '') return null;
  const moment = dayjs(iso);
  if (!moment.isValid()) return null;
  return inZone(moment, timeZone).format(format);
}
