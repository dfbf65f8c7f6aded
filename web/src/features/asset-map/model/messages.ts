/** The map's words for failures (spec 2 §8 data layer; spec 1 §8 asset load). */
export const MAP_MESSAGES = {
  assetsFetchFailed:
    'There was an error fetching assets. Please contact customer support if this issue persists.',
  statusesFetchFailed:
    'There was an error fetching assets statuses. Please contact customer support if this issue persists.',
  branchesFetchFailed: 'There was an error fetching company branches.',
  organizationsFetchFailed: 'There was an error fetching organizations.',
  assetNotFound: 'Asset not found.',
} as const;
