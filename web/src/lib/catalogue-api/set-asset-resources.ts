import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { catalogueKeys } from './catalogue-keys';
import { resourceList } from './resource-tree';

/** PUT /api/assets/{id}/resources: the Edit Reporting Designation flyout's Update. */
export function useSetAssetResources(assetId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (resourceIds: number[]) =>
      apiRequest(`/assets/${assetId}/resources`, resourceList, {
        method: 'PUT',
        body: { resource_ids: resourceIds },
      }),
    onSuccess: (saved) => client.setQueryData(catalogueKeys.assetResources(assetId), saved),
    meta: { skipGlobalErrorToast: true },
  });
}
