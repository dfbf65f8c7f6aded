import type { AssetSearchQueryInput } from '@fleet/domain';

/**
 * Query keys of the asset register. The prefix 'asset-register' is among the asset lists
 * refreshed after assets are added or archived (lib/notifications, lib/archive-keys).
 */
export const assetRegisterKeys = {
  all: ['asset-register'] as const,
  search: (query: AssetSearchQueryInput) => [...assetRegisterKeys.all, 'search', query] as const,
};
