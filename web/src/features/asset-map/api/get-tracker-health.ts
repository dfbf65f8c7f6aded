import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { trackerHealth } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

export type TrackerHealth = Parsed<typeof trackerHealth>;

/** `apiPath`: `/assets/{id}` or `/rentals/{id}` (the card's subject). */
export function getTrackerHealth(
  apiPath: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TrackerHealth> {
  return apiRequest(`${apiPath}/tracker-health`, trackerHealth, { signal });
}

/** `undefined` (no subject, or no tracker to ask about) leaves the query idle. */
export function trackerHealthQueryOptions(apiPath: string | undefined) {
  return queryOptions({
    queryKey: assetMapKeys.trackerHealth(apiPath ?? ''),
    queryFn:
      apiPath === undefined ? skipToken : ({ signal }) => getTrackerHealth(apiPath, { signal }),
    // Check-ins arrive every few seconds: keep it fresh while a card stays open.
    staleTime: CACHE_TIME.short,
    refetchInterval: 30_000,
  });
}

export function useTrackerHealth(apiPath: string | undefined) {
  return useQuery(trackerHealthQueryOptions(apiPath));
}
