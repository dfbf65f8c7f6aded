import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardRentalClasses, type DashboardRentalClasses } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { dashboardKeys, TILE_QUERY_META } from './dashboard-keys';

/** GET /api/dashboard/rental-classes: on rent, available and unavailable, per class. */
export function getDashboardRentalClasses({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardRentalClasses> {
  return apiRequest('/dashboard/rental-classes', dashboardRentalClasses, { signal });
}

export function dashboardRentalClassesQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.rentalClasses(),
    queryFn: ({ signal }) => getDashboardRentalClasses({ signal }),
    staleTime: CACHE_TIME.normal,
    meta: TILE_QUERY_META,
  });
}

export function useDashboardRentalClasses() {
  return useQuery(dashboardRentalClassesQueryOptions());
}
