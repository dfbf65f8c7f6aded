import { queryOptions, useQuery } from '@tanstack/react-query';
import { thirdPartyRental, vendorEntityList } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { offRentKeys } from './off-rent-keys';

/** spec 1 §7 "GET /third-party/rental/{id}". */
export const thirdPartyRentalOptions = (thirdPartyRentalId: number) =>
  queryOptions({
    queryKey: offRentKeys.thirdParty(thirdPartyRentalId),
    queryFn: ({ signal }) =>
      apiRequest(`/third-party/rental/${thirdPartyRentalId}`, thirdPartyRental, { signal }),
  });

export function useThirdPartyRental(thirdPartyRentalId: number | null) {
  return useQuery({
    ...thirdPartyRentalOptions(thirdPartyRentalId ?? 0),
    enabled: thirdPartyRentalId !== null,
  });
}

/** spec 1 §7 third-party update (rental_status_id, end_date). */
export function offRentThirdPartyRental(thirdPartyRentalId: number, endDate: string) {
  return apiRequest(`/third-party/rental/${thirdPartyRentalId}`, thirdPartyRental, {
    method: 'PATCH',
    body: { rental_status_id: 6, end_date: endDate },
  });
}

/** spec 1 §7 "GET purchases/entities/": the modal shows its own message when this fails. */
export function useThirdPartyVendors() {
  return useQuery({
    queryKey: offRentKeys.vendors(),
    queryFn: ({ signal }) => apiRequest('/purchases/entities/', vendorEntityList, { signal }),
    meta: { skipGlobalErrorToast: true },
  });
}
