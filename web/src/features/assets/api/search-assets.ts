import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetSearchPage, type AssetSearchPage, type AssetSearchQueryInput } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetRegisterKeys } from './keys';

/** spec 2 §7 searchAssets as REST: GET /api/assets/search (docs/ASSETS.md "The register"). */
export function searchAssets(
  query: AssetSearchQueryInput,
  signal?: AbortSignal,
): Promise<AssetSearchPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return apiRequest(`/assets/search${search ? `?${search}` : ''}`, assetSearchPage, { signal });
}

export const searchAssetsOptions = (query: AssetSearchQueryInput) =>
  queryOptions({
    queryKey: assetRegisterKeys.search(query),
    queryFn: ({ signal }) => searchAssets(query, signal),
    // Read again whenever the page opens: coming back from an edit shows the edit.
    staleTime: CACHE_TIME.none,
    // The next page or search keeps the rows in view until it arrives, so the table never blinks.
    placeholderData: keepPreviousData,
    // The table shows the failure with Try again.
    meta: { skipGlobalErrorToast: true },
  });

export function useSearchAssets(query: AssetSearchQueryInput) {
  return useQuery(searchAssetsOptions(query));
}
