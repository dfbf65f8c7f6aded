import { queryOptions, useQuery } from '@tanstack/react-query';
import { unknownDevice } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { trackerKeys } from './keys';

export type UnknownDevice = ReturnType<typeof unknownDevice.parse>;

const unknownDeviceList = unknownDevice.array();

/** Devices that reported without being registered, most recently heard first (admins only). */
export function getUnknownDevices({ signal }: { signal?: AbortSignal } = {}): Promise<
  UnknownDevice[]
> {
  return apiRequest('/devices/unknown', unknownDeviceList, { signal });
}

export function unknownDevicesQueryOptions() {
  return queryOptions({
    queryKey: trackerKeys.unknownDevices(),
    queryFn: ({ signal }) => getUnknownDevices({ signal }),
    staleTime: CACHE_TIME.short,
  });
}

/** `enabled` is false for users who may not see the list: the call would answer 403. */
export function useUnknownDevices(enabled: boolean) {
  return useQuery({ ...unknownDevicesQueryOptions(), enabled });
}
