import { queryOptions, useQuery } from '@tanstack/react-query';
import { thirdPartyRental, vendorEntityList } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { rentalListKeys } from './list-keys';

/** spec 1 §7 GET /third-party/rentals: listed beside the internal rentals with their vendor. */
export function thirdPartyRentalsListQueryOptions() {
  return queryOptions({
    queryKey: rentalListKeys.thirdParty(),
    queryFn: ({ signal }) =>
      apiRequest('/third-party/rentals', thirdPartyRental.array(), { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

/** The vendors' names (GET purchases/entities): third-party rentals carry only vendor_id. */
export function vendorNamesQueryOptions() {
  return queryOptions({
    queryKey: rentalListKeys.vendors(),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest('/purchases/entities', vendorEntityList, { signal });
      return new Map(data.map((vendor) => [vendor.entity_id, vendor.name]));
    },
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}

export const useThirdPartyRentalsList = () => useQuery(thirdPartyRentalsListQueryOptions());
export const useVendorNames = () => useQuery(vendorNamesQueryOptions());
