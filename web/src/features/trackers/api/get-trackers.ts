import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackerListItem, type TrackerListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { trackerKeys } from './keys';

const trackerList = trackerListItem.array();

export function getTrackers({ signal }: { signal?: AbortSignal } = {}): Promise<TrackerListItem[]> {
  return apiRequest('/trackers', trackerList, { signal });
}

/** Check-ins move on while the page is open: a revisit after a few seconds reads them again. */
export function trackersQueryOptions() {
  return queryOptions({
    queryKey: trackerKeys.list(),
    queryFn: ({ signal }) => getTrackers({ signal }),
    staleTime: CACHE_TIME.short,
  });
}

export function useTrackers() {
  return useQuery(trackersQueryOptions());
}
