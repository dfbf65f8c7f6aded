import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { group, groupMemberAsset, type Group, type GroupNameBody } from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { groupKeys, refreshAfterGroupOrAssetChange } from './keys';

const groupList = group.array();
const memberList = groupMemberAsset.array();

/** spec 2 §7 Organizations "list for user": the company's groups with their members' counts. */
export function useGroups() {
  return useQuery({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => apiRequest('/organizations', groupList, { signal }),
    // spec 2 §9: group data is read again when older than a minute.
    staleTime: 60_000,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 allAssetsByGroupId as GET /api/organizations/{id}/assets. */
export function useGroupMembers(groupId: number | null) {
  return useQuery({
    queryKey: groupKeys.members(groupId ?? 0),
    enabled: groupId !== null,
    queryFn: ({ signal }) => apiRequest(`/organizations/${groupId}/assets`, memberList, { signal }),
    staleTime: CACHE_TIME.short,
  });
}

function useGroupWrite<Vars>(write: (vars: Vars) => Promise<Group | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => refreshAfterGroupOrAssetChange(queryClient),
    // Each form says spec 2 §8's words itself.
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §5 Create Group. */
export function useCreateGroup() {
  return useGroupWrite((body: GroupNameBody) =>
    apiRequest('/organizations', group, { method: 'POST', body }),
  );
}

export function useRenameGroup() {
  return useGroupWrite(({ groupId, body }: { groupId: number; body: GroupNameBody }) =>
    apiRequest(`/organizations/${groupId}`, group, { method: 'PATCH', body }),
  );
}

export function useDeleteGroup() {
  return useGroupWrite(async (groupId: number) => {
    await apiRequestNoContent(`/organizations/${groupId}`, { method: 'DELETE' });
    return null;
  });
}
