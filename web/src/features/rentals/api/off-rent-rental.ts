import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { rental, type Rental } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { offRentKeys } from './off-rent-keys';

export function getOffRentRental(rentalId: number, signal?: AbortSignal): Promise<Rental> {
  return apiRequest(`/rentals/${rentalId}`, rental, { signal });
}

export const offRentRentalOptions = (rentalId: number) =>
  queryOptions({
    queryKey: offRentKeys.rental(rentalId),
    queryFn: ({ signal }) => getOffRentRental(rentalId, signal),
  });

export function useOffRentRental(rentalId: number) {
  return useQuery(offRentRentalOptions(rentalId));
}

/** The rentals of the batch modal, each loaded on its own (a missing one does not hide the rest). */
export function useOffRentRentals(rentalIds: readonly number[]) {
  return useQueries({ queries: rentalIds.map((id) => offRentRentalOptions(id)) });
}
