import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  dashboardUtilization,
  type DashboardUtilization,
  type DashboardWindow,
} from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { dashboardKeys, TILE_QUERY_META } from './dashboard-keys';

/** GET /api/dashboard/utilization?days=7|30: engine hours against 8 h a day, by class and branch. */
export function getDashboardUtilization(
  days: DashboardWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DashboardUtilization> {
  return apiRequest(`/dashboard/utilization?days=${days}`, dashboardUtilization, { signal });
}

export function dashboardUtilizationQueryOptions(days: DashboardWindow) {
  return queryOptions({
    queryKey: dashboardKeys.utilization(days),
    queryFn: ({ signal }) => getDashboardUtilization(days, { signal }),
    staleTime: CACHE_TIME.normal,
    // Switching the window keeps the bars of the other one until the new ones arrive.
    placeholderData: keepPreviousData,
    meta: TILE_QUERY_META,
  });
}

export function useDashboardUtilization(days: DashboardWindow) {
  return useQuery(dashboardUtilizationQueryOptions(days));
}
