import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { assetStatus, type AssetStatus } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';

export function getAssetStatus(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AssetStatus> {
  return apiRequest(`/assets/${assetId}/status`, assetStatus, { signal });
}

/** For a card opened before the fleet's statuses arrive; `undefined` waits. */
export function assetStatusQueryOptions(assetId: number | undefined) {
  return queryOptions({
    queryKey: assetMapKeys.assetStatus(assetId ?? -1),
    queryFn:
      assetId === undefined ? skipToken : ({ signal }) => getAssetStatus(assetId, { signal }),
    staleTime: CACHE_TIME.short,
  });
}

export function useAssetStatus(assetId: number | undefined) {
  return useQuery(assetStatusQueryOptions(assetId));
}
