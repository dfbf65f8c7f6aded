import { useQuery } from '@tanstack/react-query';
import { RENTAL_STATUS, rentalListItem } from '@fleet/domain';
import { billingProvider, part } from '@fleet/domain/billing';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { billingKeys } from './keys';

const providerList = billingProvider.array();
const partList = part.array();
const rentalList = rentalListItem.array();

/** GET /api/billing-providers: the editor's choices. */
export function useBillingProviders() {
  return useQuery({
    queryKey: billingKeys.providers(),
    queryFn: ({ signal }) => apiRequest('/billing-providers', providerList, { signal }),
    staleTime: CACHE_TIME.normal,
  });
}

/** GET /api/parts: what a part line may bill, with its standard price. */
export function useParts() {
  return useQuery({
    queryKey: billingKeys.parts(),
    queryFn: ({ signal }) => apiRequest('/parts', partList, { signal }),
    staleTime: CACHE_TIME.normal,
  });
}

/** Rentals that went out (on rent, or off rent since): those with charges to bill. */
const BILLABLE_STATUSES = [RENTAL_STATUS.onRent, RENTAL_STATUS.offRent];

/** spec 1 §7 GET companies/{companyId}/rentals, for 'Create invoice from rental'. */
export function useBillableRentals(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.rentals(companyId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(
        `/companies/${companyId}/rentals?rental_status_id=${BILLABLE_STATUSES.join(',')}&limit=1000`,
        rentalList,
        { signal },
      ),
    staleTime: CACHE_TIME.short,
  });
}
