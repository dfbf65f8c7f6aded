import { z } from 'zod';
import { SAFETY_EVENT_TYPE_IDS, SAFETY_EVENTS_MAX_DAYS, safetyEventsQuery } from '@fleet/domain';
import { shiftDate } from '../../../lib/company-days';
import {
  oneOfParam,
  pageParam,
  pageSizeParam,
  TABLE_PAGE_SIZES,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

/** The window presets: the last 7 or 30 days where the company is, today included. */
export const EVENT_PRESETS = ['7', '30'] as const;
export type EventPreset = (typeof EVENT_PRESETS)[number];

export const COACHED_FILTERS = ['all', 'no', 'yes'] as const;
export type CoachedFilter = (typeof COACHED_FILTERS)[number];

const TYPE_FILTERS = ['all', ...SAFETY_EVENT_TYPE_IDS.map(String)] as [string, ...string[]];
const dateParam = z.union([z.iso.date(), z.literal('')]);
const driverParam = z.union([z.string().regex(/^\d{1,10}$/), z.literal('all')]);

/**
 * The safety events view's filters and page, in the framed page's address
 * (`?days=30&type=16&driver=12&coached=no&page=2`). A chosen `from`/`to` wins over the preset.
 */
export const safetyEventFiltersSchema = z.object({
  days: oneOfParam(EVENT_PRESETS),
  from: dateParam,
  to: dateParam,
  type: z.enum(TYPE_FILTERS),
  driver: driverParam,
  coached: oneOfParam(COACHED_FILTERS),
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type SafetyEventFilters = UrlState<typeof safetyEventFiltersSchema>;

export const DEFAULT_EVENT_FILTERS: SafetyEventFilters = {
  days: '7',
  from: '',
  to: '',
  type: 'all',
  driver: 'all',
  coached: 'all',
  page: 1,
  size: 10,
};

export interface EventWindow {
  from: string;
  to: string;
  /** The preset the window is, or null for dates chosen by hand. */
  preset: EventPreset | null;
}

/** The days the list covers: the dates chosen, else the preset's days up to today. */
export function eventWindow(filters: SafetyEventFilters, today: string): EventWindow {
  if (filters.from === '' && filters.to === '') {
    return { from: shiftDate(today, 1 - Number(filters.days)), to: today, preset: filters.days };
  }
  const presetFrom = shiftDate(today, 1 - Number(filters.days));
  return { from: filters.from || presetFrom, to: filters.to || today, preset: null };
}

/** The GET camera/safety-events query of the filters (the page as limit and offset). */
export function safetyEventsSearch(filters: SafetyEventFilters, today: string): URLSearchParams {
  const { from, to } = eventWindow(filters, today);
  const search = new URLSearchParams({ from, to });
  if (filters.type !== 'all') search.set('type', filters.type);
  if (filters.driver !== 'all') search.set('operator_id', filters.driver);
  if (filters.coached !== 'all') search.set('coached', String(filters.coached === 'yes'));
  search.set('limit', String(filters.size));
  search.set('offset', String((filters.page - 1) * filters.size));
  return search;
}

const DAY_MS = 86_400_000;

/**
 * Why the window cannot be asked for, in the server's words where it has them; null when it
 * can. Checked before asking, so a half-typed range says what is wrong instead of failing.
 */
export function eventWindowProblem(search: URLSearchParams): string | null {
  const checked = safetyEventsQuery.safeParse(Object.fromEntries(search));
  if (!checked.success) return checked.error.issues[0]?.message ?? 'Check the dates.';
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > SAFETY_EVENTS_MAX_DAYS) {
    return `Choose at most ${SAFETY_EVENTS_MAX_DAYS} days.`;
  }
  return null;
}
