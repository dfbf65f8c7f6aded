import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

/** The rental card shows the whole rental: details, order contact, jobsite, rates, parts. */
export type CardRental = Parsed<typeof rentalListItem>;

export function getRental(
  rentalId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CardRental> {
  return apiRequest(`/rentals/${rentalId}`, rentalListItem, { signal });
}

export function rentalQueryOptions(rentalId: number) {
  return queryOptions({
    queryKey: assetMapKeys.rental(rentalId),
    queryFn: ({ signal }) => getRental(rentalId, { signal }),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useRental(rentalId: number | undefined) {
  return useQuery({ ...rentalQueryOptions(rentalId ?? 0), enabled: rentalId !== undefined });
}
