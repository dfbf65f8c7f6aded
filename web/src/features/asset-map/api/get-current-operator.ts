import { queryOptions, useQuery } from '@tanstack/react-query';
import { operator, type Operator } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorKeys } from './operator-keys';

const currentOperator = operator.nullable();

/** spec 1 §7 GET operators/current-asset/{assetId}: the asset's driver, null when none. */
export function getCurrentOperator(
  assetId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Operator | null> {
  return apiRequest(`/operators/current-asset/${assetId}`, currentOperator, { signal });
}

export function currentOperatorQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: operatorKeys.currentOfAsset(assetId),
    queryFn: ({ signal }) => getCurrentOperator(assetId, { signal }),
    // A keypad code can change the driver at any time.
    staleTime: CACHE_TIME.short,
    refetchInterval: 60_000,
  });
}

export function useCurrentOperator(assetId: number) {
  return useQuery(currentOperatorQueryOptions(assetId));
}
