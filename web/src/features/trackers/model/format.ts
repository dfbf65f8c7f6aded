import { EMPTY_VALUE } from '@fleet/domain';
import { DAY_FORMAT, formatInTimeZone } from '../../../lib/company-days';
import { formatTimeAgo } from '../../../lib/time-ago';

/** A day in the company's zone, e.g. "Nov 22nd, 2026". */
export function formatDay(iso: string, timeZone: string): string {
  return formatInTimeZone(iso, timeZone, DAY_FORMAT) ?? EMPTY_VALUE;
}

/** How long ago a tracker was heard from (lib/time-ago.ts). */
export const formatCheckin = formatTimeAgo;
