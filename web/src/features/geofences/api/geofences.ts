import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  geofence,
  organization,
  type GeofenceCreateBody,
  type GeofenceDto,
  type GeofencePatchBody,
} from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { GEOFENCE_STALE_MS, geofenceKeys, refreshAfterGeofenceChange } from './keys';

const geofenceList = geofence.array();
const groupList = organization.array();

/** spec 2 §7 "GET users/{id}/geofences?include_asset_ids=true": the list with who is inside. */
export function useGeofenceList(userId: number) {
  return useQuery({
    queryKey: geofenceKeys.list(userId),
    queryFn: ({ signal }) =>
      apiRequest(`/users/${userId}/geofences?include_asset_ids=true`, geofenceList, { signal }),
    staleTime: GEOFENCE_STALE_MS,
    // The table shows spec 2 §8's 'There was an error fetching geofences.' with Try again.
    meta: { skipGlobalErrorToast: true },
  });
}

/** One geofence with the assets inside it now and where they stand. */
export function useGeofence(geofenceId: number | null) {
  return useQuery({
    queryKey: geofenceKeys.one(geofenceId ?? 0),
    enabled: geofenceId !== null,
    queryFn: ({ signal }) => apiRequest(`/geofences/${geofenceId}`, geofence, { signal }),
    staleTime: GEOFENCE_STALE_MS,
    meta: { skipGlobalErrorToast: true },
  });
}

/** The company's groups, for the form's Groups field. */
export function useGeofenceGroups() {
  return useQuery({
    queryKey: geofenceKeys.groups(),
    queryFn: ({ signal }) => apiRequest('/organizations', groupList, { signal }),
    staleTime: GEOFENCE_STALE_MS,
    meta: { skipGlobalErrorToast: true },
  });
}

function useGeofenceWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => refreshAfterGeofenceChange(queryClient),
    // Each form says spec 2 §8's 'There was an error saving your geofence!' itself.
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCreateGeofence() {
  return useGeofenceWrite((body: GeofenceCreateBody): Promise<GeofenceDto> =>
    apiRequest('/geofences', geofence, { method: 'POST', body }),
  );
}

/** spec 2 §7 "PATCH geofences/{id} with only changed fields". */
export function useUpdateGeofence() {
  return useGeofenceWrite(
    ({ geofenceId, body }: { geofenceId: number; body: GeofencePatchBody }): Promise<GeofenceDto> =>
      apiRequest(`/geofences/${geofenceId}`, geofence, { method: 'PATCH', body }),
  );
}

export function useDeleteGeofence() {
  return useGeofenceWrite((geofenceId: number) =>
    apiRequestNoContent(`/geofences/${geofenceId}`, { method: 'DELETE' }),
  );
}
