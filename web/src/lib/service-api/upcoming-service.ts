import { useQuery } from '@tanstack/react-query';
import { assetServiceRecord, upcomingService } from '@fleet/domain';
import { z } from 'zod';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { serviceKeys } from './service-keys';

/** spec 2 §7 upcoming services of an asset: its intervals with percentage used, now. */
export function useUpcomingService(assetId: number | null, enabled = true) {
  return useQuery({
    queryKey: serviceKeys.upcoming(assetId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/assets/${assetId}/upcoming-services`, upcomingService, { signal }),
    enabled: enabled && assetId !== null,
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

const records = z.array(assetServiceRecord);

/** spec 2 §7 asset service records, newest first. */
export function useServiceRecords(assetId: number | null, enabled = true) {
  return useQuery({
    queryKey: serviceKeys.records(assetId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/assets/${assetId}/service-records`, records, { signal }),
    enabled: enabled && assetId !== null,
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}
