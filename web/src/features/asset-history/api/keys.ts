/** Query keys of the asset history; per area, so invalidating one area never touches another. */
export const assetHistoryKeys = {
  all: ['asset-history'] as const,
  asset: (assetId: number) => [...assetHistoryKeys.all, 'asset', assetId] as const,
  location: (assetId: number) => [...assetHistoryKeys.all, 'location', assetId] as const,
  trips: (assetId: number, isoStart: string, isoEnd: string) =>
    [...assetHistoryKeys.all, 'trips', assetId, isoStart, isoEnd] as const,
  timecard: (assetId: number, isoStart: string, isoEnd: string) =>
    [...assetHistoryKeys.all, 'timecard', assetId, isoStart, isoEnd] as const,
};
