import { CACHE_TIME } from '../../../lib/query-client';
import { isDayOpen, type DayWindow } from '../../../lib/company-days';

/** While the asset may still be driving, the day's numbers are refreshed about once a minute. */
export const LIVE_DAY_REFRESH_MS = 60_000;

/** Cache settings shared by the trips and the timecard of one day. */
export function dayFreshness(range: DayWindow) {
  const open = isDayOpen(range, Date.now());
  return {
    staleTime: open ? CACHE_TIME.short : CACHE_TIME.normal,
    refetchInterval: open ? LIVE_DAY_REFRESH_MS : false,
  } as const;
}
