import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';
import { type Parsed } from './parsed';
import { mapConfig } from '@fleet/domain';

export type MapConfig = Parsed<typeof mapConfig>;

export function getMapConfig({ signal }: { signal?: AbortSignal } = {}): Promise<MapConfig> {
  return apiRequest('/map/config', mapConfig, { signal });
}

export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: assetMapKeys.config(),
    queryFn: ({ signal }) => getMapConfig({ signal }),
    // Changes only with a server release.
    staleTime: CACHE_TIME.long,
  });
}

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
