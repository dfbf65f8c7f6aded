import { useQuery } from '@tanstack/react-query';
import { thirdPartyRental } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';

/** spec 1 §7 GET /third-party/rental/{id}: the third-party rental card's details. */
export function useThirdPartyRental(thirdPartyRentalId: number) {
  return useQuery({
    queryKey: [...assetMapKeys.all, 'third-party-rental', thirdPartyRentalId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/third-party/rental/${thirdPartyRentalId}`, thirdPartyRental, { signal }),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}
