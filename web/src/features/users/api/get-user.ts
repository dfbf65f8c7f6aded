import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { user, type User } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './user-query-key';

export { userQueryKey };

export function getUser(userId: number, { signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return apiRequest(`/users/${userId}`, user, { signal });
}

/** `userId` may be unknown yet (waiting for the session): the query then waits too. */
export function userQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: userId === undefined ? skipToken : ({ signal }) => getUser(userId, { signal }),
  });
}

export function useUser(userId: number | undefined) {
  return useQuery(userQueryOptions(userId));
}
