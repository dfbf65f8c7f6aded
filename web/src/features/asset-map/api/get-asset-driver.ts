import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetDriver } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorKeys } from './operator-keys';
import { type Parsed } from './parsed';

export type AssetDriver = Parsed<typeof assetDriver>;

/**
 * GET assets/{id}/driver (docs/API.md): the asset's driver, null when none, and the drivers its
 * cameras saw that nobody named (spec 1 §7 operators/current-asset and pending-operators in one).
 */
export function getAssetDriver(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AssetDriver> {
  return apiRequest(`/assets/${assetId}/driver`, assetDriver, { signal });
}

export function assetDriverQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: operatorKeys.driverOfAsset(assetId),
    queryFn: ({ signal }) => getAssetDriver(assetId, { signal }),
    // A keypad code can change the driver at any time.
    staleTime: CACHE_TIME.short,
    refetchInterval: 60_000,
  });
}

export function useAssetDriver(assetId: number) {
  return useQuery(assetDriverQueryOptions(assetId));
}
