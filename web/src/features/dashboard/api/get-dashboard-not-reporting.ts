import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardNotReporting, type DashboardNotReporting } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { dashboardKeys, TILE_QUERY_META } from './dashboard-keys';

/** GET /api/dashboard/not-reporting: trackers silent for NOT_REPORTING_HOURS or more. */
export function getDashboardNotReporting({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardNotReporting> {
  return apiRequest('/dashboard/not-reporting', dashboardNotReporting, { signal });
}

export function dashboardNotReportingQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.notReporting(),
    queryFn: ({ signal }) => getDashboardNotReporting({ signal }),
    staleTime: CACHE_TIME.normal,
    meta: TILE_QUERY_META,
  });
}

export function useDashboardNotReporting() {
  return useQuery(dashboardNotReportingQueryOptions());
}
