import {
  applyMapFilters,
  matchesMapSearch,
  type MapFilterBuckets,
  type MapFilterSelection,
  type MapSearch,
} from '@fleet/domain';
import { type MapAsset } from './map-asset';

/** True when some category narrows the assets (an empty or 'all' selection does not). */
export function hasActiveFilters(selection: MapFilterSelection): boolean {
  return Object.values(selection).some((chosen) => chosen !== undefined && chosen !== 'all');
}

/**
 * The assets that pass both the search terms (ANDed, spec 2 §7) and the filters (buckets ORed
 * within a category, categories ANDed). With neither, the same array comes back.
 */
export function visibleMapAssets(
  items: readonly MapAsset[],
  search: Pick<MapSearch, 'terms'>,
  selection: MapFilterSelection,
  buckets: MapFilterBuckets | null,
): readonly MapAsset[] {
  const allowed =
    buckets !== null && hasActiveFilters(selection) ? applyMapFilters(selection, buckets) : 'all';
  if (search.terms.length === 0 && allowed === 'all') return items;
  return items.filter(
    (item) =>
      (allowed === 'all' || allowed.has(item.asset.asset_id)) &&
      matchesMapSearch(search, item.searchable),
  );
}
