import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the asset archive (docs/ARCHIVE.md), shared by the card and the archive page. */
export const archiveKeys = {
  all: ['asset-archive'] as const,
  list: () => [...archiveKeys.all, 'list'] as const,
};

/** The archive page's path (spec 2 §2 "restore from the archive page"). */
export const ARCHIVE_PATH = '/assets/archive';

/**
 * After an asset is archived or restored every screen that lists assets may be stale: the
 * archive, the map (its assets and statuses), the inventory, the asset register, the trackers
 * (a tracker taken off) and service (its groups' assets). Broad prefixes, so screens built by others refresh too.
 */
const AFTER_ARCHIVE_KEYS = [
  archiveKeys.all,
  ['asset-map'],
  ['inventory'],
  ['asset-register'],
  ['trackers'],
  ['service'],
];

export async function invalidateAfterArchive(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    AFTER_ARCHIVE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
