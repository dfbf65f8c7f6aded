import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionInfo, type SessionInfo } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';

export const sessionQueryKey = ['auth', 'session'] as const;

export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionInfo> {
  return apiRequest('/auth/session', sessionInfo, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: CACHE_TIME.long,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
