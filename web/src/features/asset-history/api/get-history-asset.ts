import { queryOptions, useQuery } from '@tanstack/react-query';
import { asset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { assetHistoryKeys } from './keys';

/** What the history page shows of the asset: its name and what it is. */
export const historyAsset = asset.pick({
  asset_id: true,
  custom_name: true,
  asset_type_id: true,
  make: true,
  model: true,
  year: true,
});
export type HistoryAsset = ReturnType<typeof historyAsset.parse>;

/** `make` is asked for whole: the server's response schema needs both of its fields. */
const HISTORY_ASSET_X_FIELDS = 'asset_id,custom_name,asset_type_id,make,model,year';

export function getHistoryAsset(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HistoryAsset> {
  return apiRequest(`/assets/${assetId}`, historyAsset, {
    signal,
    headers: { 'X-Fields': HISTORY_ASSET_X_FIELDS },
  });
}

export function historyAssetQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: assetHistoryKeys.asset(assetId),
    queryFn: ({ signal }) => getHistoryAsset(assetId, { signal }),
    // The page says what went wrong in place (e.g. an asset that does not exist).
    meta: { skipGlobalErrorToast: true },
  });
}

export function useHistoryAsset(assetId: number) {
  return useQuery(historyAssetQueryOptions(assetId));
}
