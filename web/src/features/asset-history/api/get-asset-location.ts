import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetStatus } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetHistoryKeys } from './keys';

/** Only the last known place is read: it centres the map on a day without trips. */
const assetLocation = assetStatus.pick({ asset_id: true, location: true });
export type AssetLocation = ReturnType<typeof assetLocation.parse>;

export function getAssetLocation(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AssetLocation> {
  return apiRequest(`/assets/${assetId}/status`, assetLocation, { signal });
}

export function assetLocationQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: assetHistoryKeys.location(assetId),
    queryFn: ({ signal }) => getAssetLocation(assetId, { signal }),
    staleTime: CACHE_TIME.short,
    // A nicety: without it the map simply opens on its default view.
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetLocation(assetId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...assetLocationQueryOptions(assetId), enabled });
}
