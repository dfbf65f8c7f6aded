import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { trackerHealth } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

export type TrackerHealth = Parsed<typeof trackerHealth>;

export function getTrackerHealth(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrackerHealth> {
  return apiRequest(`/assets/${assetId}/tracker-health`, trackerHealth, { signal });
}

/** `undefined` (no asset, or no tracker to ask about) leaves the query idle. */
export function trackerHealthQueryOptions(assetId: number | undefined) {
  return queryOptions({
    queryKey: assetMapKeys.trackerHealth(assetId ?? -1),
    queryFn:
      assetId === undefined ? skipToken : ({ signal }) => getTrackerHealth(assetId, { signal }),
    // Check-ins arrive every few seconds: keep it fresh while a card stays open.
    staleTime: CACHE_TIME.short,
    refetchInterval: 30_000,
  });
}

export function useTrackerHealth(assetId: number | undefined) {
  return useQuery(trackerHealthQueryOptions(assetId));
}
