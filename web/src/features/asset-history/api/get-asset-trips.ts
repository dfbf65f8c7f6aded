import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripDay, type TripDay } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { type DayWindow } from '../../../lib/company-days';
import { subjectApiPath, type HistorySubject } from '../model/routes';
import { dayFreshness } from './day-freshness';
import { assetHistoryKeys } from './keys';

/**
 * The trips and incidents in the range, trimmed to it by the server (a rental's: only while the
 * asset was on that rental).
 */
export function getAssetTrips(
  subject: HistorySubject,
  range: DayWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TripDay> {
  const query = new URLSearchParams({ iso_start: range.isoStart, iso_end: range.isoEnd });
  return apiRequest(`${subjectApiPath(subject)}/trips?${query.toString()}`, tripDay, { signal });
}

export function assetTripsQueryOptions(subject: HistorySubject, range: DayWindow) {
  return queryOptions({
    queryKey: assetHistoryKeys.trips(subject, range.isoStart, range.isoEnd),
    queryFn: ({ signal }) => getAssetTrips(subject, range, { signal }),
    ...dayFreshness(range),
    // The page says what went wrong in place (and a missing asset once, not three times).
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetTrips(subject: HistorySubject, range: DayWindow) {
  return useQuery(assetTripsQueryOptions(subject, range));
}
