import type { QueryClient } from '@tanstack/react-query';

/**
 * Screens that list assets, by the prefix of their query keys: the map (its assets and
 * statuses), the inventory, the asset register, the trackers (one may now be installed) and
 * service. Broad prefixes, so lists built later refresh too (as `lib/archive-keys.ts` does).
 */
const ASSET_LIST_KEYS = [
  ['asset-map'],
  ['inventory'],
  ['asset-register'],
  ['trackers'],
  ['service'],
];

/** After assets were added (the asset form, the import): every asset list reads again. */
export async function invalidateAssetLists(queryClient: QueryClient): Promise<void> {
  await Promise.all(ASSET_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
