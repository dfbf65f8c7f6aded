import { z } from 'zod';
import { DRIVER_ANALYTICS_WINDOWS } from '@fleet/domain';
import { sortParam, type UrlState } from '../../../lib/url-state/table-url-state';

export const ANALYTICS_COLUMNS = [
  'name',
  'miles',
  'events',
  'hard-braking',
  'impact',
  'over-speed',
  'rate',
  'trend',
  'uncoached',
] as const;
export type AnalyticsColumn = (typeof ANALYTICS_COLUMNS)[number];

const WINDOW_DAYS = DRIVER_ANALYTICS_WINDOWS.map(String) as [string, ...string[]];

/** The analytics view in the framed page's address: `?days=90&sort=rate.desc`. */
export const analyticsStateSchema = z.object({
  days: z.enum(WINDOW_DAYS),
  sort: sortParam(ANALYTICS_COLUMNS),
});
export type AnalyticsState = UrlState<typeof analyticsStateSchema>;

/** The last 30 days, the worst rate first. */
export const DEFAULT_ANALYTICS_STATE: AnalyticsState = {
  days: '30',
  sort: { id: 'rate', desc: true },
};
