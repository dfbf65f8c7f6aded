import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverAnalytics, type DriverAnalytics } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorsAppKeys } from './keys';

/** GET camera/driver-analytics: each driver's miles, events and trend over the last `days`. */
export function getDriverAnalytics(
  days: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DriverAnalytics> {
  return apiRequest(`/camera/driver-analytics?days=${days}`, driverAnalytics, { signal });
}

export function driverAnalyticsQueryOptions(days: number) {
  return queryOptions({
    queryKey: operatorsAppKeys.driverAnalytics(days),
    queryFn: ({ signal }) => getDriverAnalytics(days, { signal }),
    staleTime: CACHE_TIME.normal,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useDriverAnalytics(days: number) {
  return useQuery(driverAnalyticsQueryOptions(days));
}
