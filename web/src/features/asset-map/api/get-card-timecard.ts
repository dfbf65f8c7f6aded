import { queryOptions, useQuery } from '@tanstack/react-query';
import { timecardByDay } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { type DayWindow } from '../../../lib/company-days';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';

export type CardTimecard = Parsed<typeof timecardByDay>;

/**
 * Engine-on seconds and miles of each company day in a window (spec 1 §3 "Timecard", asked
 * `by=day`: docs/API.md); a rental's count only its own time.
 */
export function getCardTimecard(
  apiPath: string,
  window: DayWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CardTimecard> {
  const query = new URLSearchParams({
    iso_start: window.isoStart,
    iso_end: window.isoEnd,
    by: 'day',
  });
  return apiRequest(`${apiPath}/timecard?${query.toString()}`, timecardByDay, { signal });
}

export function cardTimecardQueryOptions(apiPath: string, window: DayWindow) {
  return queryOptions({
    queryKey: assetMapKeys.timecardByDay(apiPath, window.isoStart, window.isoEnd),
    queryFn: ({ signal }) => getCardTimecard(apiPath, window, { signal }),
    staleTime: CACHE_TIME.short,
    // The card says it could not load; no toast over the map.
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCardTimecard(apiPath: string, window: DayWindow) {
  return useQuery(cardTimecardQueryOptions(apiPath, window));
}
