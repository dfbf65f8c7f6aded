import { useQuery } from '@tanstack/react-query';
import { location, type Location } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

/** spec 1 §7 GET companies/{companyId}/locations. */
export function getLocations(companyId: number, signal?: AbortSignal): Promise<Location[]> {
  return apiRequest(`/companies/${companyId}/locations`, location.array(), { signal });
}

export function useLocations(companyId: number) {
  return useQuery({
    queryKey: onRentKeys.locations(companyId),
    queryFn: ({ signal }) => getLocations(companyId, signal),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}
