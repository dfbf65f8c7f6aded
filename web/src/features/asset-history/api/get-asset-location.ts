import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetStatus } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { subjectApiPath, type HistorySubject } from '../model/routes';
import { assetHistoryKeys } from './keys';

/** Only the last known place is read: it centres the map on a day without trips. */
const assetLocation = assetStatus.pick({ asset_id: true, location: true });
export type AssetLocation = ReturnType<typeof assetLocation.parse>;

export function getAssetLocation(
  subject: HistorySubject,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AssetLocation> {
  return apiRequest(`${subjectApiPath(subject)}/status`, assetLocation, { signal });
}

export function assetLocationQueryOptions(subject: HistorySubject) {
  return queryOptions({
    queryKey: assetHistoryKeys.location(subject),
    queryFn: ({ signal }) => getAssetLocation(subject, { signal }),
    staleTime: CACHE_TIME.short,
    // A nicety: without it the map simply opens on its default view.
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetLocation(subject: HistorySubject, { enabled }: { enabled: boolean }) {
  return useQuery({ ...assetLocationQueryOptions(subject), enabled });
}
