import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverRoster, type DriverRoster } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorsAppKeys } from './keys';

/** GET camera/drivers: the Drivers tab's drivers and unnamed sightings, with asset names. */
export function getDriverRoster({ signal }: { signal?: AbortSignal } = {}): Promise<DriverRoster> {
  return apiRequest('/camera/drivers', driverRoster, { signal });
}

export function useDriverRoster() {
  return useQuery(
    queryOptions({
      queryKey: operatorsAppKeys.roster(),
      queryFn: ({ signal }) => getDriverRoster({ signal }),
      staleTime: CACHE_TIME.normal,
    }),
  );
}
