import { queryOptions, useQuery } from '@tanstack/react-query';
import { timecard } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { type DayWindow } from '../../../lib/company-days';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

export type Timecard = Parsed<typeof timecard>;

/** Engine-on seconds and miles in a window (spec 1 §3 "Timecard"); a rental's: on that rental. */
export function getCardTimecard(
  apiPath: string,
  window: DayWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Timecard> {
  const query = new URLSearchParams({ iso_start: window.isoStart, iso_end: window.isoEnd });
  return apiRequest(`${apiPath}/timecard?${query.toString()}`, timecard, { signal });
}

export function cardTimecardQueryOptions(apiPath: string, window: DayWindow) {
  return queryOptions({
    queryKey: assetMapKeys.timecard(apiPath, window.isoStart, window.isoEnd),
    queryFn: ({ signal }) => getCardTimecard(apiPath, window, { signal }),
    staleTime: CACHE_TIME.short,
    // The card says it could not load; no toast over the map.
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCardTimecard(apiPath: string, window: DayWindow) {
  return useQuery(cardTimecardQueryOptions(apiPath, window));
}
