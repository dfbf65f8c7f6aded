import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { viewSettings } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { setupKeys } from './configuration-steps';

/** The fleet app's view settings (application id 1), whose default branch is a setup step. */
const path = (userId: number) => `/users/${userId}/view-settings?application_id=1`;

export function useViewSettings(userId: number) {
  return useQuery({
    queryKey: setupKeys.viewSettings(userId),
    queryFn: ({ signal }) => apiRequest(path(userId), viewSettings, { signal }),
  });
}

/** Sets the default branch, keeping the group filters the person chose elsewhere. */
export function useSetDefaultBranch(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ branchId, groupIds }: { branchId: number; groupIds: number[] }) =>
      apiRequest(path(userId), viewSettings, {
        method: 'PUT',
        body: { default_branch_ids: [branchId], default_organization_ids: groupIds },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(setupKeys.viewSettings(userId), saved);
      return queryClient.invalidateQueries({ queryKey: setupKeys.steps() });
    },
  });
}
