import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalUtilization, type RentalUtilization } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { rentalListKeys } from './list-keys';

/** spec 1 §7 GET companies/{companyId}/rental-utilization (company dates, both included). */
export function getRentalUtilization(
  companyId: number,
  startDate: string,
  endDate: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RentalUtilization> {
  const query = new URLSearchParams({ start_date: startDate, end_date: endDate });
  return apiRequest(
    `/companies/${companyId}/rental-utilization?${query.toString()}`,
    rentalUtilization,
    { signal },
  );
}

/** `enabled` false while the window picked is not one the server takes. */
export function useRentalUtilization(
  companyId: number,
  startDate: string,
  endDate: string,
  enabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: rentalListKeys.utilization(companyId, startDate, endDate),
      queryFn: ({ signal }) => getRentalUtilization(companyId, startDate, endDate, { signal }),
      staleTime: CACHE_TIME.normal,
      meta: { skipGlobalErrorToast: true },
      enabled,
    }),
  );
}
