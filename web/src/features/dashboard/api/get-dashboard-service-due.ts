import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardServiceDue, type DashboardServiceDue } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { dashboardKeys, TILE_QUERY_META } from './dashboard-keys';

/** GET /api/dashboard/service-due: service intervals overdue or due soon. */
export function getDashboardServiceDue({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardServiceDue> {
  return apiRequest('/dashboard/service-due', dashboardServiceDue, { signal });
}

export function dashboardServiceDueQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.serviceDue(),
    queryFn: ({ signal }) => getDashboardServiceDue({ signal }),
    staleTime: CACHE_TIME.normal,
    meta: TILE_QUERY_META,
  });
}

export function useDashboardServiceDue() {
  return useQuery(dashboardServiceDueQueryOptions());
}
