import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { catalogueKeys } from './catalogue-keys';
import { resourceList } from './resource-tree';

/** GET /api/resources?asset_id= (searchResources with the ASSET_ID facet). */
export function useAssetResources(assetId: number | null) {
  return useQuery({
    queryKey: catalogueKeys.assetResources(assetId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/resources?asset_id=${assetId}`, resourceList, { signal }),
    enabled: assetId !== null,
    staleTime: CACHE_TIME.short,
  });
}
