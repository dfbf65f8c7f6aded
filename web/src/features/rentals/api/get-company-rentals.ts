import { queryOptions, useQuery } from '@tanstack/react-query';
import { RENTAL_PAGE_SIZE, rentalListItem, type RentalListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { rentalListKeys } from './list-keys';

const page = rentalListItem.array();

/**
 * spec 1 §7 GET companies/{companyId}/rentals for these statuses: every page, read until one is
 * shorter than the page size (the server answers at most RENTAL_PAGE_SIZE a page).
 */
export async function getCompanyRentals(
  companyId: number,
  statuses: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<RentalListItem[]> {
  const all: RentalListItem[] = [];
  for (let offset = 0; ; offset += RENTAL_PAGE_SIZE) {
    const query = new URLSearchParams({
      rental_status_id: statuses.join(','),
      limit: String(RENTAL_PAGE_SIZE),
      offset: String(offset),
    });
    const rows = await apiRequest(`/companies/${companyId}/rentals?${query.toString()}`, page, {
      signal,
    });
    all.push(...rows);
    if (rows.length < RENTAL_PAGE_SIZE) return all;
  }
}

export function companyRentalsQueryOptions(companyId: number, statuses: readonly number[]) {
  return queryOptions({
    queryKey: rentalListKeys.company(companyId, statuses),
    queryFn: ({ signal }) => getCompanyRentals(companyId, statuses, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCompanyRentals(companyId: number, statuses: readonly number[]) {
  return useQuery(companyRentalsQueryOptions(companyId, statuses));
}
