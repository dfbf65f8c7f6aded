import { queryOptions, useQuery } from '@tanstack/react-query';
import { asset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

const assetDetails = asset.pick({
  asset_id: true,
  asset_type_id: true,
  custom_name: true,
  make: true,
  model: true,
  equipment_model: true,
});
export type OnRentAsset = ReturnType<typeof assetDetails.parse>;

/** spec 1 §7 GET assets/{id} (X-Fields): the Asset Details section's name, make and model. */
export function getOnRentAsset(assetId: number, signal?: AbortSignal): Promise<OnRentAsset> {
  return apiRequest(`/assets/${assetId}`, assetDetails, {
    signal,
    headers: { 'X-Fields': 'asset_id,asset_type_id,custom_name,make,model,equipment_model' },
  });
}

export function useOnRentAsset(assetId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: onRentKeys.asset(assetId ?? 0),
      queryFn: ({ signal }) => getOnRentAsset(assetId ?? 0, signal),
      enabled: assetId !== null,
      staleTime: CACHE_TIME.normal,
    }),
  );
}
