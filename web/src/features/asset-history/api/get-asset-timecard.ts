import { queryOptions, useQuery } from '@tanstack/react-query';
import { timecard } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { type DayWindow } from '../model/dates';
import { dayFreshness } from './day-freshness';
import { assetHistoryKeys } from './keys';

export type Timecard = ReturnType<typeof timecard.parse>;

/** Engine-on seconds and miles in the range (spec 1 §3 "Timecard"). */
export function getAssetTimecard(
  assetId: number,
  range: DayWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Timecard> {
  const query = new URLSearchParams({ iso_start: range.isoStart, iso_end: range.isoEnd });
  return apiRequest(`/assets/${assetId}/timecard?${query.toString()}`, timecard, { signal });
}

export function assetTimecardQueryOptions(assetId: number, range: DayWindow) {
  return queryOptions({
    queryKey: assetHistoryKeys.timecard(assetId, range.isoStart, range.isoEnd),
    queryFn: ({ signal }) => getAssetTimecard(assetId, range, { signal }),
    ...dayFreshness(range),
    // The page says what went wrong in place (and a missing asset once, not three times).
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetTimecard(assetId: number, range: DayWindow) {
  return useQuery(assetTimecardQueryOptions(assetId, range));
}
