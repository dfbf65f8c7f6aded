import type { TrackerListItem } from '@fleet/domain';

export const TRACKER_FILTERS = ['all', 'installed', 'not-installed'] as const;
export type TrackerFilter = (typeof TRACKER_FILTERS)[number];

/** spec 1 §9: tables page 10, 20 or 30 rows, 10 by default. */
export const PAGE_SIZES = [10, 20, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** What the table shows; kept in the URL so a reload or a shared link shows the same rows. */
export interface TrackerTableState {
  search: string;
  filter: TrackerFilter;
  /** 1-based, as the pagination shows it. */
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_TABLE_STATE: TrackerTableState = {
  search: '',
  filter: 'all',
  page: 1,
  pageSize: 10,
};

const isFilter = (value: string | null): value is TrackerFilter =>
  TRACKER_FILTERS.some((filter) => filter === value);

const isPageSize = (value: number): value is PageSize => PAGE_SIZES.some((size) => size === value);

/** Reads the table's state from the URL; anything unreadable keeps its default. */
export function readTableState(params: URLSearchParams): TrackerTableState {
  const filter = params.get('show');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('size'));
  return {
    search: params.get('q') ?? DEFAULT_TABLE_STATE.search,
    filter: isFilter(filter) ? filter : DEFAULT_TABLE_STATE.filter,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_TABLE_STATE.page,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_TABLE_STATE.pageSize,
  };
}

/** The URL parameters of a state; defaults are left out so the plain page has a plain URL. */
export function writeTableState(state: TrackerTableState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.search !== DEFAULT_TABLE_STATE.search) params.q = state.search;
  if (state.filter !== DEFAULT_TABLE_STATE.filter) params.show = state.filter;
  if (state.page !== DEFAULT_TABLE_STATE.page) params.page = String(state.page);
  if (state.pageSize !== DEFAULT_TABLE_STATE.pageSize) params.size = String(state.pageSize);
  return params;
}

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

const byIdentifier = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Newest first, so a tracker just registered is the first row; then by identifier. */
function compareTrackers(a: TrackerListItem, b: TrackerListItem): number {
  return (
    Date.parse(b.created_at) - Date.parse(a.created_at) ||
    byIdentifier.compare(a.device_serial, b.device_serial) ||
    a.tracker_id - b.tracker_id
  );
}

export interface TrackerPage {
  rows: TrackerListItem[];
  /** Trackers matching the search and filter, on every page. */
  matching: number;
  /** The page shown: the asked-for one, or the last when fewer pages are left. */
  page: number;
  pageCount: number;
}

/** The rows of one page of the table, searched (identifier or asset name) and filtered. */
export function selectTrackerPage(
  trackers: readonly TrackerListItem[],
  state: TrackerTableState,
): TrackerPage {
  const words = state.search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = trackers
    .filter((tracker) => matchesFilter(tracker, state.filter) && matchesSearch(tracker, words))
    .sort(compareTrackers);
  const pageCount = Math.max(1, Math.ceil(matching.length / state.pageSize));
  const page = Math.min(state.page, pageCount);
  const start = (page - 1) * state.pageSize;
  return {
    rows: matching.slice(start, start + state.pageSize),
    matching: matching.length,
    page,
    pageCount,
  };
}
