import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetStatusList, type AssetStatus } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { fetchAllPages } from './fetch-all-pages';
import { assetMapKeys } from './keys';

/** Every status of the company by asset id; the live stream patches it (see live-statuses). */
export type AssetStatusMap = ReadonlyMap<number, AssetStatus>;

export async function getAssetStatuses(
  userId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AssetStatusMap> {
  const statuses = await fetchAllPages((offset, limit) =>
    apiRequest(
      `/users/${userId}/assets/statuses?limit=${limit}&offset=${offset}`,
      assetStatusList,
      { signal },
    ),
  );
  return new Map(statuses.map((status) => [status.asset_id, status]));
}

export function assetStatusesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: assetMapKeys.statuses(userId),
    queryFn: ({ signal }) => getAssetStatuses(userId, { signal }),
    // A Map is not structurally shared; unchanged statuses keep their objects anyway.
    structuralSharing: false,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetStatuses(userId: number) {
  return useQuery(assetStatusesQueryOptions(userId));
}
