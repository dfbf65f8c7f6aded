import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { REFERENCE_DATA_STALE_MS, assetMapKeys } from './keys';
import { type Parsed } from './parsed';
import { geofence } from '@fleet/domain';

export type Geofence = Parsed<typeof geofence>;
const geofenceList = geofence.array();

export function getGeofences(
  userId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Geofence[]> {
  return apiRequest(`/users/${userId}/geofences?include_asset_ids=true`, geofenceList, { signal });
}

export function geofencesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: assetMapKeys.geofences(userId),
    queryFn: ({ signal }) => getGeofences(userId, { signal }),
    staleTime: REFERENCE_DATA_STALE_MS,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useGeofences(userId: number) {
  return useQuery(geofencesQueryOptions(userId));
}
