/** Query keys of the asset map; per area, so invalidating one area never touches another. */
export const assetMapKeys = {
  all: ['asset-map'] as const,
  assets: () => [...assetMapKeys.all, 'assets'] as const,
  statuses: (userId: number) => [...assetMapKeys.all, 'statuses', userId] as const,
  branches: () => [...assetMapKeys.all, 'branches'] as const,
  organizations: () => [...assetMapKeys.all, 'organizations'] as const,
  geofences: (userId: number) => [...assetMapKeys.all, 'geofences', userId] as const,
  assetStatus: (assetId: number) => [...assetMapKeys.all, 'asset-status', assetId] as const,
  /** The card's calls answer for an asset or a rental (spec 1 §7 `/{assets|rentals}/{id}/…`). */
  card: (apiPath: string) => [...assetMapKeys.all, 'card', apiPath] as const,
  trackerHealth: (apiPath: string) => [...assetMapKeys.card(apiPath), 'tracker-health'] as const,
  timecardByDay: (apiPath: string, isoStart: string, isoEnd: string) =>
    [...assetMapKeys.card(apiPath), 'timecard-by-day', isoStart, isoEnd] as const,
  branchAssignments: (assetId: number) =>
    [...assetMapKeys.card(`/assets/${assetId}`), 'branch-assignments'] as const,
  rental: (rentalId: number) => [...assetMapKeys.all, 'rental', rentalId] as const,
};

/** spec 1 §9: geofence, group and branch data is refetched only when older than a minute. */
export const REFERENCE_DATA_STALE_MS = 60_000;
