import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripDay, type TripDay } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { type DayWindow } from '../model/dates';
import { dayFreshness } from './day-freshness';
import { assetHistoryKeys } from './keys';

/** The asset's trips and incidents in the range, trips already trimmed to it by the server. */
export function getAssetTrips(
  assetId: number,
  range: DayWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TripDay> {
  const query = new URLSearchParams({ iso_start: range.isoStart, iso_end: range.isoEnd });
  return apiRequest(`/assets/${assetId}/trips?${query.toString()}`, tripDay, { signal });
}

export function assetTripsQueryOptions(assetId: number, range: DayWindow) {
  return queryOptions({
    queryKey: assetHistoryKeys.trips(assetId, range.isoStart, range.isoEnd),
    queryFn: ({ signal }) => getAssetTrips(assetId, range, { signal }),
    ...dayFreshness(range),
    // The page says what went wrong in place (and a missing asset once, not three times).
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAssetTrips(assetId: number, range: DayWindow) {
  return useQuery(assetTripsQueryOptions(assetId, range));
}
