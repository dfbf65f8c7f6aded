import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { asset, type AssetEditBody, type ManualLocation } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';

const editableKey = (assetId: number) => [...assetMapKeys.all, 'editable-asset', assetId] as const;

/** spec 1 §7 GET assets/{id}, whole: the edit form's first values. */
export function useEditableAsset(assetId: number) {
  return useQuery({
    queryKey: editableKey(assetId),
    queryFn: ({ signal }) => apiRequest(`/assets/${assetId}`, asset, { signal }),
    staleTime: CACHE_TIME.none,
    // Never prefill a form from a copy read before the last save.
    gcTime: 0,
    meta: { skipGlobalErrorToast: true },
  });
}

/** After a write the map reads its assets again: names, colours and places change there. */
function useRefreshMap() {
  const queryClient = useQueryClient();
  return (assetId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetMapKeys.assets() }),
      queryClient.invalidateQueries({ queryKey: assetMapKeys.assetStatus(assetId) }),
      // A moved branch adds a row to the card's branch history.
      queryClient.invalidateQueries({ queryKey: assetMapKeys.branchAssignments(assetId) }),
    ]);
}

/** spec 2 §7 updateAsset as PATCH /api/assets/{id}: only the changed fields are sent. */
export function useEditAsset(assetId: number) {
  const refresh = useRefreshMap();
  return useMutation({
    mutationFn: (body: AssetEditBody) =>
      apiRequest(`/assets/${assetId}`, asset, { method: 'PATCH', body }),
    onSuccess: () => refresh(assetId),
    meta: { skipGlobalErrorToast: true },
  });
}

const saved = z.object({ message: z.string() });

/** spec 1 §7 POST assets/{id}/locations/manual: 'Location saved successfully!'. */
export function useSaveManualLocation(assetId: number) {
  const refresh = useRefreshMap();
  return useMutation({
    mutationFn: (body: ManualLocation) =>
      apiRequest(`/assets/${assetId}/locations/manual`, saved, { method: 'POST', body }),
    onSuccess: () => refresh(assetId),
    meta: { skipGlobalErrorToast: true },
  });
}
