import {
  MAP_FILTER_CATEGORIES,
  type MapFilterCategory,
  type MapFilterSelection,
} from '@fleet/domain';

/**
 * The map's search and filters live in the URL (DESIGN §4), so a reload or a shared link shows
 * the same assets: `?q=engine on&f_branch=1,2&f_asset_type=vehicle`. A missing `f_` parameter
 * means every bucket of that category (spec 2 §9: default filters show all); an empty one
 * means none.
 */
export const SEARCH_PARAM = 'q';
export const RETURN_TO_PARAM = 'returnTo';

export function filterParam(category: MapFilterCategory): string {
  return `f_${category}`;
}

export interface MapUrlState {
  searchText: string;
  filters: MapFilterSelection;
}

export function readMapUrlState(params: URLSearchParams): MapUrlState {
  const filters: MapFilterSelection = {};
  for (const category of MAP_FILTER_CATEGORIES) {
    const value = params.get(filterParam(category));
    if (value === null) continue;
    // Bucket keys are ids, status and type words: none holds a comma.
    filters[category] = [...new Set(value.split(',').filter((key) => key !== ''))];
  }
  return { searchText: params.get(SEARCH_PARAM) ?? '', filters };
}

/** A copy of the parameters with the search text set (or removed when blank). */
export function withSearchText(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (text.trim() === '') next.delete(SEARCH_PARAM);
  else next.set(SEARCH_PARAM, text);
  return next;
}

/** A copy of the parameters with every category's filter replaced by the selection's. */
export function withFilters(
  params: URLSearchParams,
  selection: MapFilterSelection,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const category of MAP_FILTER_CATEGORIES) {
    const chosen = selection[category];
    if (chosen === undefined || chosen === 'all') next.delete(filterParam(category));
    else next.set(filterParam(category), chosen.join(','));
  }
  return next;
}

/** Whether a bucket's box is ticked: every box is while the category is unfiltered. */
export function isBucketChosen(
  chosen: readonly string[] | 'all' | undefined,
  key: string,
): boolean {
  return chosen === undefined || chosen === 'all' || chosen.includes(key);
}

/**
 * Ticking or unticking one bucket. Unticking from "all" keeps every other bucket; ticking the
 * last missing one returns to 'all', so the URL drops the parameter again.
 */
export function toggleBucket(
  chosen: readonly string[] | 'all' | undefined,
  key: string,
  allKeys: readonly string[],
): string[] | 'all' {
  const current = chosen === undefined || chosen === 'all' ? allKeys : chosen;
  const next = current.includes(key)
    ? current.filter((k) => k !== key)
    : allKeys.filter((k) => k === key || current.includes(k));
  return allKeys.every((k) => next.includes(k)) ? 'all' : next;
}

/** The query string to carry along when moving between the map's own paths. */
export function carriedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RETURN_TO_PARAM);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
