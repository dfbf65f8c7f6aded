import { queryOptions, useQuery } from '@tanstack/react-query';
import { thirdPartyRental } from '@fleet/domain';
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

export const useThirdPartyRentalsList = () => useQuery(thirdPartyRentalsListQueryOptions());
