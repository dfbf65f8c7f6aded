import { queryOptions, useQuery } from '@tanstack/react-query';
import { rental } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

/** What the card's "Rental Details" shows. */
const cardRental = rental.pick({
  rental_id: true,
  rental_status: true,
  start_date: true,
  end_date: true,
});
export type CardRental = Parsed<typeof cardRental>;

export function getRental(
  rentalId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CardRental> {
  return apiRequest(`/rentals/${rentalId}`, cardRental, {
    signal,
    headers: { 'X-Fields': 'rental_id,rental_status,start_date,end_date' },
  });
}

export function rentalQueryOptions(rentalId: number) {
  return queryOptions({
    queryKey: assetMapKeys.rental(rentalId),
    queryFn: ({ signal }) => getRental(rentalId, { signal }),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useRental(rentalId: number) {
  return useQuery(rentalQueryOptions(rentalId));
}
