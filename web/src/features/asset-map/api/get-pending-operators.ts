import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pendingOperator, type PendingOperator } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorKeys } from './operator-keys';

const pendingOperators = z.array(pendingOperator);

/** spec 1 §7 GET pending-operators?t3_asset_id=: drivers a camera saw on the asset, unnamed. */
export function getPendingOperators(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PendingOperator[]> {
  return apiRequest(`/pending-operators?t3_asset_id=${assetId}`, pendingOperators, { signal });
}

export function usePendingOperators(assetId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.pendingOfAsset(assetId),
      queryFn: ({ signal }) => getPendingOperators(assetId, { signal }),
      staleTime: CACHE_TIME.normal,
      enabled,
    }),
  );
}
