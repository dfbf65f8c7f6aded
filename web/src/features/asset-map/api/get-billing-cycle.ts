import { useQuery } from '@tanstack/react-query';
import { billingCycleResult } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';

/** spec 1 §7 GET /billing-service/rental-billing-cycle/{rentalId}: company dates. */
export function useBillingCycle(rentalId: number) {
  return useQuery({
    queryKey: [...assetMapKeys.rental(rentalId), 'billing-cycle'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/billing-service/rental-billing-cycle/${rentalId}`, billingCycleResult, {
        signal,
      }),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}
