import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardIdle, type DashboardIdle, type DashboardWindow } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { dashboardKeys, TILE_QUERY_META } from './dashboard-keys';

/** GET /api/dashboard/idle?days=7|30: idle and engine hours per day, the longest idlers. */
export function getDashboardIdle(
  days: DashboardWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DashboardIdle> {
  return apiRequest(`/dashboard/idle?days=${days}`, dashboardIdle, { signal });
}

export function dashboardIdleQueryOptions(days: DashboardWindow) {
  return queryOptions({
    queryKey: dashboardKeys.idle(days),
    queryFn: ({ signal }) => getDashboardIdle(days, { signal }),
    staleTime: CACHE_TIME.normal,
    placeholderData: keepPreviousData,
    meta: TILE_QUERY_META,
  });
}

export function useDashboardIdle(days: DashboardWindow) {
  return useQuery(dashboardIdleQueryOptions(days));
}
