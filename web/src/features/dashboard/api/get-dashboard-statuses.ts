import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardStatuses, type DashboardStatuses } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import {
  useNotifications,
  type NotificationType,
} from '../../../lib/notifications/use-notifications';
import { CACHE_TIME } from '../../../lib/query-client';
import { dashboardKeys, TILE_QUERY_META } from './dashboard-keys';

/** The statuses tile is live: read again this often while the page is in view. */
export const STATUSES_REFRESH_MS = 10_000;

/** Notifications that change how many assets there are or whether they have a tracker. */
const ASSET_CHANGES: readonly NotificationType[] = [
  'ASSET_CREATED',
  'ASSET_UPDATED',
  'ASSET_DELETED',
];

/** GET /api/dashboard/statuses: assets by what they are doing now. */
export function getDashboardStatuses({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DashboardStatuses> {
  return apiRequest('/dashboard/statuses', dashboardStatuses, { signal });
}

export function dashboardStatusesQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.statuses(),
    queryFn: ({ signal }) => getDashboardStatuses({ signal }),
    staleTime: CACHE_TIME.none,
    // TanStack Query skips the interval while the document is hidden (refetchIntervalInBackground
    // stays false), so a tab left open in the background asks nothing.
    refetchInterval: STATUSES_REFRESH_MS,
    meta: TILE_QUERY_META,
  });
}

/**
 * The statuses, every 10 s and at once when the notification subscription says assets were
 * added, edited or archived (or the socket came back after missing some).
 */
export function useDashboardStatuses() {
  const queryClient = useQueryClient();
  const query = useQuery(dashboardStatusesQueryOptions());
  // A burst of notifications joins the read already under way instead of restarting it.
  const refresh = () =>
    void queryClient.invalidateQueries(
      { queryKey: dashboardKeys.statuses() },
      { cancelRefetch: false },
    );
  useNotifications(
    (notification) => {
      if (ASSET_CHANGES.includes(notification.type)) refresh();
    },
    { onReconnect: refresh },
  );
  return query;
}
