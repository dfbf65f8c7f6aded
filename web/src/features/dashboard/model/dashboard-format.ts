import dayjs from 'dayjs';
import { EMPTY_VALUE } from '@fleet/domain';
import { DAY_FORMAT } from '../../../lib/company-days';
import { formatTimeAgo } from '../../../lib/time-ago';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatCount(count: number): string {
  return whole.format(count);
}

/** A share (0.234, or over 1 for double shifts) as a whole percentage: "23%". */
export function formatShare(share: number): string {
  return Number.isFinite(share) ? `${whole.format(share * 100)}%` : EMPTY_VALUE;
}

/** Hours to a tenth below 100 ("7.5 h"), whole above ("1,234 h"), as totals read best. */
export function formatHours(hours: number): string {
  return `${(Math.abs(hours) < 100 ? tenths : whole).format(hours)} h`;
}

/** The share of engine time spent idling; none without engine time. */
export function idleShare(idleHours: number, engineHours: number): number | null {
  return engineHours > 0 ? idleHours / engineHours : null;
}

/** When a silent tracker was last heard (lib/time-ago.ts, as on the trackers page). */
export const formatLastHeard = formatTimeAgo;

/** A company day (YYYY-MM-DD) on a chart's axis: "May 4". Already the company's date. */
export function formatAxisDay(day: string): string {
  const date = dayjs(day);
  return date.isValid() ? date.format('MMM D') : day;
}

/** The window a tile covers, "May 1st, 2026 – May 7th, 2026". */
export function formatDayRange(startDate: string, endDate: string): string {
  const format = (day: string) => {
    const date = dayjs(day);
    return date.isValid() ? date.format(DAY_FORMAT) : day;
  };
  return `${format(startDate)} – ${format(endDate)}`;
}
