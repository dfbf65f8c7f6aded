import type { QueryClient } from '@tanstack/react-query';

/** Query keys of groups (docs/GROUPS-BULK-EDIT.md). */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  members: (groupId: number) => [...groupKeys.all, 'members', groupId] as const,
  assets: (ids: readonly number[]) => [...groupKeys.all, 'selected-assets', ids.join(',')] as const,
};

/**
 * After groups or assets change, every screen that shows them may be stale: the groups, the map
 * (its group filter and its asset list) and the inventory. Broad prefixes, so screens built by
 * others refresh too.
 */
const AFTER_CHANGE_KEYS = [groupKeys.all, ['asset-map'], ['inventory']];

export async function refreshAfterGroupOrAssetChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    AFTER_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
