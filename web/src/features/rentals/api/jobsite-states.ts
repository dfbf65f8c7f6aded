import { useQuery } from '@tanstack/react-query';
import { state } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

export type UsState = ReturnType<typeof state.parse>;

/** spec 1 §7 GET /states. */
export function getStates(signal?: AbortSignal): Promise<UsState[]> {
  return apiRequest('/states', state.array(), { signal });
}

export function useStates() {
  return useQuery({
    queryKey: onRentKeys.states(),
    queryFn: ({ signal }) => getStates(signal),
    staleTime: CACHE_TIME.long,
    meta: { skipGlobalErrorToast: true },
  });
}
