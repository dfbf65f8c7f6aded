import { EMPTY_VALUE } from '@fleet/domain';
import { DAY_FORMAT, formatInTimeZone } from './company-days';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long ago something was heard from: "Never", "Just now", minutes, hours, days up to a
 * week, then the day in the company's zone. A clock a little ahead of this one still reads
 * "Just now". The trackers page and the dashboard's not-reporting tile say it the same way.
 */
export function formatTimeAgo(iso: string | null, nowMs: number, timeZone: string): string {
  const atMs = iso === null ? Number.NaN : Date.parse(iso);
  if (iso === null || !Number.isFinite(atMs)) return 'Never';
  const ago = nowMs - atMs;
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${plural(Math.floor(ago / MINUTE), 'min')} ago`;
  if (ago < DAY) return `${plural(Math.floor(ago / HOUR), 'hr')} ago`;
  if (ago < 7 * DAY) return `${plural(Math.floor(ago / DAY), 'day')} ago`;
  return formatInTimeZone(iso, timeZone, DAY_FORMAT) ?? EMPTY_VALUE;
}
