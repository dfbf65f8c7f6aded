import { EMPTY_VALUE } from '@fleet/domain';
import { DAY_FORMAT, formatInTimeZone } from '../../../lib/company-days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A day in the company's zone, e.g. "Nov 22nd, 2026". */
export function formatDay(iso: string, timeZone: string): string {
  return formatInTimeZone(iso, timeZone, DAY_FORMAT) ?? EMPTY_VALUE;
}

/** A moment in the company's zone, e.g. "Nov 22nd, 2026 3:44 PM". */
export function formatDayTime(iso: string, timeZone: string): string {
  return formatInTimeZone(iso, timeZone) ?? EMPTY_VALUE;
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
