import { asset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

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
