import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapConfig, type MapConfig } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';

/** The base map styles (offline by default, MAP_STYLE_URL otherwise): every map reads them. */
export function getMapConfig({ signal }: { signal?: AbortSignal } = {}): Promise<MapConfig> {
  return apiRequest('/map/config', mapConfig, { signal });
}

export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'config'] as const,
    queryFn: ({ signal }) => getMapConfig({ signal }),
    // Changes only with a server release.
    staleTime: CACHE_TIME.long,
  });
}

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
