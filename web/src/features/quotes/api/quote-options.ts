import { useQuery } from '@tanstack/react-query';
import { asset, location } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';

/** What the quote forms pick from: the company's assets (with their class) and its jobsites. */
const quotableAssets = asset
  .pick({ asset_id: true, custom_name: true, equipment_class: true })
  .array();
export type QuotableAsset = ReturnType<typeof quotableAssets.parse>[number];

export function useQuotableAssets(enabled: boolean) {
  return useQuery({
    queryKey: ['quotes', 'assets'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/assets?limit=1000&offset=0', quotableAssets, {
        signal,
        headers: { 'X-Fields': 'asset_id,custom_name,equipment_class{name}' },
      }),
    staleTime: CACHE_TIME.normal,
  });
}

export function useQuoteJobsites(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['quotes', 'jobsites', companyId],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`/companies/${companyId}/locations`, location.array(), { signal }),
    staleTime: CACHE_TIME.normal,
  });
}
