import { useQuery } from '@tanstack/react-query';
import { ASSET_BATCH_SIZE, asset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { serviceKeys } from '../../../lib/service-api/service-keys';

const assetChoices = asset.pick({ asset_id: true, custom_name: true }).array();
export type ServiceAsset = ReturnType<typeof assetChoices.parse>[number];

/**
 * Every asset of the company (id and name only), for the asset pickers of work orders and
 * service groups: pages of 1000 read one after another until one comes back short (spec 2 §7).
 */
export async function getServiceAssets(signal?: AbortSignal): Promise<ServiceAsset[]> {
  const all: ServiceAsset[] = [];
  for (let offset = 0; ; offset += ASSET_BATCH_SIZE) {
    const page = await apiRequest(
      `/assets?limit=${ASSET_BATCH_SIZE}&offset=${offset}`,
      assetChoices,
      { signal, headers: { 'X-Fields': 'asset_id,custom_name' } },
    );
    all.push(...page);
    if (page.length < ASSET_BATCH_SIZE) return all;
  }
}

/** Read when a picker opens, kept for the visit. */
export function useServiceAssets(enabled = true) {
  return useQuery({
    queryKey: [...serviceKeys.all, 'assets'] as const,
    queryFn: ({ signal }) => getServiceAssets(signal),
    staleTime: CACHE_TIME.normal,
    enabled,
  });
}
