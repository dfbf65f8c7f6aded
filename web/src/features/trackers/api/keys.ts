import type { QueryClient } from '@tanstack/react-query';
import { invalidateAssetChoices } from '../../../lib/asset-choices';

/** Query keys of the trackers page; per area, so invalidating one area never touches another. */
export const trackerKeys = {
  all: ['trackers'] as const,
  list: () => [...trackerKeys.all, 'list'] as const,
  lookup: (serial: string) => [...trackerKeys.all, 'lookup', serial] as const,
  gateway: () => [...trackerKeys.all, 'gateway'] as const,
};

/**
 * After a tracker changes: the list and the identifier lookups (a registered serial changes
 * state), awaited so the dialog closes on fresh rows; and the assets' trackers, read again in the
 * background even with no dialog open, so the next one offers only assets still free.
 */
export async function invalidateTrackerQueries(queryClient: QueryClient): Promise<void> {
  void invalidateAssetChoices(queryClient);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: trackerKeys.list() }),
    queryClient.invalidateQueries({ queryKey: [...trackerKeys.all, 'lookup'] }),
  ]);
}
