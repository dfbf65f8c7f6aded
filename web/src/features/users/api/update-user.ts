import { useMutation, useQueryClient } from '@tanstack/react-query';
import { user, type userSelfUpdate, type User } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export type UserSelfUpdate = ReturnType<typeof userSelfUpdate.parse>;

export interface UpdateUserInput {
  userId: number;
  changes: UserSelfUpdate;
}

export function updateUser({ userId, changes }: UpdateUserInput): Promise<User> {
  return apiRequest(`/users/${userId}`, user, { method: 'PATCH', body: changes });
}

/** Writes the answer into the user query, so the shell (name, landing page) follows at once. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => queryClient.setQueryData(userQueryKey(updated.user_id), updated),
  });
}
