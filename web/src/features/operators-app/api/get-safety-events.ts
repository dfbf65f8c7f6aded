import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { safetyEventsPage, type SafetyEventsPage } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorsAppKeys } from './keys';

/** GET camera/safety-events: one page of the company's safety events, newest first. */
export function getSafetyEvents(
  search: URLSearchParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SafetyEventsPage> {
  return apiRequest(`/camera/safety-events?${search.toString()}`, safetyEventsPage, { signal });
}

export function safetyEventsQueryOptions(search: URLSearchParams) {
  const query = search.toString();
  return queryOptions({
    queryKey: operatorsAppKeys.safetyEvents(query),
    queryFn: ({ signal }) => getSafetyEvents(search, { signal }),
    staleTime: CACHE_TIME.short,
    // The table says a failure in place, with Try again.
    meta: { skipGlobalErrorToast: true },
  });
}

/** The page shown stays while the next one loads: paging does not flash the skeleton. */
export function useSafetyEvents(search: URLSearchParams, { enabled = true } = {}) {
  return useQuery({
    ...safetyEventsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
