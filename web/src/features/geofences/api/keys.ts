import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the Geofences page (docs/GEOFENCES.md). */
export const geofenceKeys = {
  all: ['geofences'] as const,
  list: (userId: number) => [...geofenceKeys.all, 'list', userId] as const,
  one: (geofenceId: number) => [...geofenceKeys.all, 'one', geofenceId] as const,
  groups: () => [...geofenceKeys.all, 'groups'] as const,
};

/** spec 1 §9 / spec 2 §9: geofence and group data is read again when older than a minute. */
export const GEOFENCE_STALE_MS = 60_000;

/**
 * After a geofence changes, the page's list and reads, and the live map's geofences (it draws
 * them and counts their assets: its key is ['asset-map', 'geofences', userId]), may be stale.
 */
const AFTER_CHANGE_KEYS = [geofenceKeys.all, ['asset-map', 'geofences']];

export async function refreshAfterGeofenceChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    AFTER_CHANGE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
