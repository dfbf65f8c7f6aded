import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { operator, type Operator } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorKeys } from './operator-keys';

const operators = z.array(operator);

/** GET operators: the company's drivers, for the card's 'Assign driver' picker. */
export function getOperators({ signal }: { signal?: AbortSignal } = {}): Promise<Operator[]> {
  return apiRequest('/operators', operators, { signal });
}

/** `enabled` false until the picker opens: most cards never need the list. */
export function useOperators(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: operatorKeys.list(),
      queryFn: ({ signal }) => getOperators({ signal }),
      staleTime: CACHE_TIME.normal,
      enabled,
    }),
  );
}
