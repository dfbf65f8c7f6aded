import { queryOptions, useQuery } from '@tanstack/react-query';
import { deviceLookup, type DeviceLookup } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { trackerKeys } from './keys';

/** What Fleet knows of one identifier before it is registered (admins and managers). */
export function lookupDevice(
  serial: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeviceLookup> {
  const query = new URLSearchParams({ device_serial: serial });
  return apiRequest(`/devices/lookup?${query.toString()}`, deviceLookup, { signal });
}

export function deviceLookupQueryOptions(serial: string) {
  return queryOptions({
    queryKey: trackerKeys.lookup(serial),
    queryFn: ({ signal }) => lookupDevice(serial, { signal }),
    staleTime: CACHE_TIME.short,
  });
}

/** `serial` is undefined while there is nothing worth asking about (empty or malformed). */
export function useDeviceLookup(serial: string | undefined) {
  return useQuery({ ...deviceLookupQueryOptions(serial ?? ''), enabled: serial !== undefined });
}
