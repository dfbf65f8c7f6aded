/** Query keys of the single-asset form (its pick lists and the VIN it decoded). */
export const assetCreateKeys = {
  all: ['asset-create'] as const,
  branches: () => [...assetCreateKeys.all, 'branches'] as const,
  states: () => [...assetCreateKeys.all, 'states'] as const,
  groups: () => [...assetCreateKeys.all, 'groups'] as const,
  freeTrackers: () => [...assetCreateKeys.all, 'free-trackers'] as const,
  vin: (vin: string) => [...assetCreateKeys.all, 'vin', vin] as const,
};
