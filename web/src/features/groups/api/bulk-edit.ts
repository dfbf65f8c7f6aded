import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  asset,
  bulkFieldsResult,
  bulkGroupResult,
  type BulkFieldsBody,
  type BulkGroupBody,
} from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { groupKeys, refreshAfterGroupOrAssetChange } from './keys';

/** What the bulk edit pages show of each selected asset. */
const selectedAsset = asset.pick({
  asset_id: true,
  custom_name: true,
  make: true,
  model: true,
  serial_number: true,
  inventory_branch_id: true,
  equipment_class: true,
  organizations_assets: true,
});
export type SelectedAsset = ReturnType<typeof selectedAsset.parse>;
const selectedAssets = selectedAsset.array();
const X_FIELDS =
  'asset_id,custom_name,make,model,serial_number,inventory_branch_id,equipment_class{name},' +
  'organizations_assets';

/** The selected assets (GET /api/assets?ids=…, at most 1,000; archived ones are not listed). */
export function useSelectedAssets(assetIds: readonly number[]) {
  return useQuery({
    queryKey: groupKeys.assets(assetIds),
    enabled: assetIds.length > 0,
    queryFn: ({ signal }) =>
      apiRequest(`/assets?ids=${assetIds.join(',')}`, selectedAssets, {
        signal,
        headers: { 'X-Fields': X_FIELDS },
      }),
    staleTime: CACHE_TIME.none,
    // Keep the rows shown while the list shrinks (a removed asset, the successful ones).
    placeholderData: (previous) => previous,
  });
}

function useBulkWrite<Body, Result>(write: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => refreshAfterGroupOrAssetChange(queryClient),
    // The page says spec 2 §8's words ('There was a problem updating the assets.').
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 bulkAssetsUpdateFields, as POST /api/assets/bulk-update-fields. */
export function useBulkUpdateFields() {
  return useBulkWrite((body: BulkFieldsBody) =>
    apiRequest('/assets/bulk-update-fields', bulkFieldsResult, { method: 'POST', body }),
  );
}

/** spec 2 §7 bulkAssetsUpdateGroup, as POST /api/assets/bulk-update-group. */
export function useBulkUpdateGroup() {
  return useBulkWrite((body: BulkGroupBody) =>
    apiRequest('/assets/bulk-update-group', bulkGroupResult, { method: 'POST', body }),
  );
}
