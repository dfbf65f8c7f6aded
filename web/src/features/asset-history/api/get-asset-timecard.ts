import { queryOptions, useQuery } from '@tanstack/react-query';
import { timecard } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { type DayWindow } from '../../../lib/company-days';
import { subjectApiPath, type HistorySubject } from '../model/routes';
import { dayFreshness } from './day-freshness';
import { assetHistoryKeys } from './keys';

export type Timecard = ReturnType<typeof timecard.parse>;

/** Engine-on seconds and miles in the range (spec 1 §3 "Timecard"). */
export function getAssetTimecard(
  subject: HistorySubject,
  range: DayWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Timecard> {
  const query = new URLSearchParams({ iso_start: range.isoStart, iso_end: range.isoEnd });
  return apiRequest(`${subjectApiPath(subject)}/timecard?${query.toString()}`, timecard, {
    signal,
  });
}

export function assetTimecardQueryOptions(subject: HistorySubject, range: DayWindow) {
  return queryOptions({
    queryKey: assetHistoryKeys.timecard(subject, range.isoStart, range.isoEnd),
    queryFn: ({ signal }) => getAssetTimecard(subject, range, { signal }),
    ...dayFreshness(range),
    // The page says what went wrong in place (and a missing asset once, not three times).
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetTimecard(subject: HistorySubject, range: DayWindow) {
  return useQuery(assetTimecardQueryOptions(subject, range));
}
