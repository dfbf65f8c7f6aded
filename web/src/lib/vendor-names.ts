import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorEntityList } from '@fleet/domain';
import { apiRequest } from './api-client';
import { CACHE_TIME } from './query-client';

/**
 * The company's vendors by id (spec 1 §7 GET purchases/entities): third-party rentals carry only
 * vendor_id, and both the rentals list and the third-party rental card name the vendor.
 */
export function vendorNamesQueryOptions() {
  return queryOptions({
    queryKey: ['vendor-names'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest('/purchases/entities', vendorEntityList, { signal });
      return new Map(data.map((vendor) => [vendor.entity_id, vendor.name]));
    },
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}

export const useVendorNames = () => useQuery(vendorNamesQueryOptions());
