import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat); // `Do`: 1st, 2nd, 3rd

/** spec 1 §9's default date format, and the same with the time of day. */
const DAY_FORMAT = 'MMM Do, YYYY';
const DAY_TIME_FORMAT = 'MMM Do, YYYY h:mm A';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A moment in the company's zone; an unknown zone name falls back to the browser's own. */
function inZone(iso: string, timeZone: string): dayjs.Dayjs {
  const moment = dayjs(iso);
  try {
    return moment.tz(timeZone);
  } catch {
    return moment;
  }
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A day in the company's zone, e.g. "Nov 22nd, 2026". */
export function formatDay(iso: string, timeZone: string): string {
  return inZone(iso, timeZone).format(DAY_FORMAT);
}

/** A moment in the company's zone, e.g. "Nov 22nd, 2026 3:44 PM". */
export function formatDayTime(iso: string, timeZone: string): string {
  return inZone(iso, timeZone).format(DAY_TIME_FORMAT);
}

/**
 * How long ago a tracker was heard from: "Never", "Just now", minutes, hours, days up to a
 * week, then the day. A clock a little ahead of this one still reads "Just now".
 */
export function formatCheckin(iso: string | null, nowMs: number, timeZone: string): string {
  if (iso === null) return 'Never';
  const atMs = Date.parse(iso);
  if (!Number.isFinite(atMs)) return 'Never';
  const ago = nowMs - atMs;
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${plural(Math.floor(ago / MINUTE), 'min')} ago`;
  if (ago < DAY) return `${plural(Math.floor(ago / HOUR), 'hr')} ago`;
  if (ago < 7 * DAY) return `${plural(Math.floor(ago / DAY), 'day')} ago`;
  return formatDay(iso, timeZone);
}
