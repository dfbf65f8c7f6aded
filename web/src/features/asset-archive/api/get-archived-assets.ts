import { queryOptions, useQuery } from '@tanstack/react-query';
import { archivedAsset, type ArchivedAsset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { archiveKeys } from '../../../lib/archive-keys';

const archivedList = archivedAsset.array();

/** The company's archived assets, newest archived first (GET /api/assets/archived). */
export function getArchivedAssets({ signal }: { signal?: AbortSignal } = {}): Promise<
  ArchivedAsset[]
> {
  return apiRequest('/assets/archived', archivedList, { signal });
}

export function archivedAssetsQueryOptions() {
  return queryOptions({
    queryKey: archiveKeys.list(),
    queryFn: ({ signal }) => getArchivedAssets({ signal }),
  });
}

export function useArchivedAssets() {
  return useQuery(archivedAssetsQueryOptions());
}
