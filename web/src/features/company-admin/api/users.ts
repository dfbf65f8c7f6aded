import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyAdminUser, user, type UserAdminUpdate } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { companyAdminKeys } from './keys';

const userList = companyAdminUser.array();

/** Company admin > Users: the list with owner and last sign-in (admins and managers). */
export function useAdminUsers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyAdminKeys.users(),
    enabled,
    queryFn: ({ signal }) => apiRequest('/company-admin/users', userList, { signal }),
    staleTime: CACHE_TIME.short,
    // Opening the page reads the list again even within the short cache time: someone may have
    // just accepted an invitation in another browser, and the admin came here to see them.
    refetchOnMount: 'always',
    meta: { skipGlobalErrorToast: true },
  });
}

/** PATCH /api/users/{id}: level, read-only, active (admins). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, patch }: { userId: number; patch: UserAdminUpdate }) =>
      apiRequest(`/users/${userId}`, user, { method: 'PATCH', body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminKeys.users() }),
    meta: { skipGlobalErrorToast: true },
  });
}
