import { useMutation, useQuery } from '@tanstack/react-query';
import { rental, type Rental, type RentalEditBody } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

/** spec 1 §7 GET rsp/rentals/{rentalId}: the rental the Edit Rental form opens. */
export function getEditableRental(rentalId: number, signal?: AbortSignal): Promise<Rental> {
  return apiRequest(`/rsp/rentals/${rentalId}`, rental, { signal });
}

export function useEditableRental(rentalId: number | null) {
  return useQuery({
    queryKey: onRentKeys.rental(rentalId ?? 0),
    queryFn: ({ signal }) => getEditableRental(rentalId ?? 0, signal),
    enabled: rentalId !== null,
    staleTime: CACHE_TIME.none,
    // Never prefill a form from a copy read before the last save.
    gcTime: 0,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 1 §7 PATCH rsp/rentals/{id}. */
export function patchRental({ rentalId, body }: { rentalId: number; body: RentalEditBody }) {
  return apiRequest(`/rsp/rentals/${rentalId}`, rental, { method: 'PATCH', body });
}

export function usePatchRental() {
  return useMutation({ mutationFn: patchRental, meta: { skipGlobalErrorToast: true } });
}
