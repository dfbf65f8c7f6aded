import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayInfo } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { trackerKeys } from './keys';

export type GatewayInfo = ReturnType<typeof gatewayInfo.parse>;

/** The port devices report to (DEVICE_PORT): the page tells people where to point a device. */
export function getGateway({ signal }: { signal?: AbortSignal } = {}): Promise<GatewayInfo> {
  return apiRequest('/devices/gateway', gatewayInfo, { signal });
}

export function gatewayQueryOptions() {
  return queryOptions({
    queryKey: trackerKeys.gateway(),
    queryFn: ({ signal }) => getGateway({ signal }),
    staleTime: CACHE_TIME.long,
  });
}

export function useGateway() {
  return useQuery(gatewayQueryOptions());
}
