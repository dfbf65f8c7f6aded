import { z } from 'zod';
import type { TrackerListItem } from '@fleet/domain';
import {
  oneOfParam,
  pageParam,
  pageSizeParam,
  sortParam,
  TABLE_PAGE_SIZES,
  textParam,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

export const TRACKER_FILTERS = ['all', 'installed', 'not-installed'] as const;
export type TrackerFilter = (typeof TRACKER_FILTERS)[number];

export const TRACKER_COLUMNS = ['identifier', 'asset', 'checkin', 'registered'] as const;
export type TrackerColumn = (typeof TRACKER_COLUMNS)[number];

/**
 * What the table shows, in the URL (`?q=pu&show=installed&sort=checkin.desc&page=2&size=20`),
 * so a reload or a shared link shows the same rows. The names are the ones links used before.
 */
export const trackerTableSchema = z.object({
  q: textParam(),
  show: oneOfParam(TRACKER_FILTERS),
  sort: sortParam(TRACKER_COLUMNS),
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type TrackerTableState = UrlState<typeof trackerTableSchema>;

/** Newest first, so a tracker just registered is the first row. */
export const DEFAULT_TABLE_STATE: TrackerTableState = {
  q: '',
  show: 'all',
  sort: { id: 'registered', desc: true },
  page: 1,
  size: 10,
};

function matchesSearch(tracker: TrackerListItem, words: string[]): boolean {
  const text = `${tracker.device_serial} ${tracker.asset?.custom_name ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function matchesFilter(tracker: TrackerListItem, filter: TrackerFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'installed':
      return tracker.asset !== null;
    case 'not-installed':
      return tracker.asset === null;
  }
}

const byText = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const timeOf = (iso: string | null): number => (iso === null ? -Infinity : Date.parse(iso));

/**
 * How each column orders trackers, ascending (the table reverses them for descending). Names
 * are read as people read numbers (DEMO2 before DEMO10); no asset and no check-in come first.
 */
export const TRACKER_ORDER: Record<
  TrackerColumn,
  (a: TrackerListItem, b: TrackerListItem) => number
> = {
  identifier: (a, b) => byText.compare(a.device_serial, b.device_serial),
  asset: (a, b) =>
    a.asset && b.asset
      ? byText.compare(a.asset.custom_name, b.asset.custom_name)
      : Number(a.asset !== null) - Number(b.asset !== null),
  checkin: (a, b) => timeOf(a.last_checkin_timestamp) - timeOf(b.last_checkin_timestamp),
  registered: (a, b) => timeOf(a.created_at) - timeOf(b.created_at),
};

/** Ties of any column: newest first, then by identifier, so the order never shuffles. */
function compareTrackers(a: TrackerListItem, b: TrackerListItem): number {
  return (
    TRACKER_ORDER.registered(b, a) || TRACKER_ORDER.identifier(a, b) || a.tracker_id - b.tracker_id
  );
}

/**
 * The trackers the search (identifier or asset name, every word) and the filter leave, in the
 * order ties keep when the table sorts them.
 */
export function selectTrackers(
  trackers: readonly TrackerListItem[],
  { q, show }: Pick<TrackerTableState, 'q' | 'show'>,
): TrackerListItem[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return trackers
    .filter((tracker) => matchesFilter(tracker, show) && matchesSearch(tracker, words))
    .sort(compareTrackers);
}
