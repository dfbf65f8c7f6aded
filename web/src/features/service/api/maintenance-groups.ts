import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  maintenanceGroup,
  maintenanceInterval,
  type MaintenanceGroupCreate,
  type MaintenanceGroupUpdate,
  type MaintenanceIntervalCreate,
  type MaintenanceIntervalUpdate,
} from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { serviceKeys } from '../../../lib/service-api/service-keys';

export { useMaintenanceGroups } from '../../../lib/service-api/maintenance-groups';

const groupPath = (groupId: number) => `/maintenance-groups/${groupId}`;
const intervalPath = (groupId: number, intervalId: number) =>
  `${groupPath(groupId)}/intervals/${intervalId}`;

/**
 * A write of groups: the groups are read again, and every asset's upcoming service (an asset's
 * intervals change with its group). Each caller shows spec 2 §8's own toast on failure.
 */
function useGroupMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: serviceKeys.groups() }),
        client.invalidateQueries({ queryKey: [...serviceKeys.all, 'upcoming'] }),
      ]),
    meta: { skipGlobalErrorToast: true },
  });
}

export const useCreateGroup = () =>
  useGroupMutation((body: MaintenanceGroupCreate) =>
    apiRequest('/maintenance-groups', maintenanceGroup, { method: 'POST', body }),
  );

export const useUpdateGroup = () =>
  useGroupMutation(({ groupId, body }: { groupId: number; body: MaintenanceGroupUpdate }) =>
    apiRequest(groupPath(groupId), maintenanceGroup, { method: 'PATCH', body }),
  );

export const useDeleteGroup = () =>
  useGroupMutation((groupId: number) =>
    apiRequestNoContent(groupPath(groupId), { method: 'DELETE' }),
  );

export const useCreateInterval = () =>
  useGroupMutation(({ groupId, body }: { groupId: number; body: MaintenanceIntervalCreate }) =>
    apiRequest(`${groupPath(groupId)}/intervals`, maintenanceInterval, { method: 'POST', body }),
  );

export const useUpdateInterval = () =>
  useGroupMutation(
    ({
      groupId,
      intervalId,
      body,
    }: {
      groupId: number;
      intervalId: number;
      body: MaintenanceIntervalUpdate;
    }) =>
      apiRequest(intervalPath(groupId, intervalId), maintenanceInterval, { method: 'PATCH', body }),
  );

export const useDeleteInterval = () =>
  useGroupMutation(({ groupId, intervalId }: { groupId: number; intervalId: number }) =>
    apiRequestNoContent(intervalPath(groupId, intervalId), { method: 'DELETE' }),
  );

/** PUT maintenance-groups/{id}/assets: the group's whole list of assets. */
export const useSetGroupAssets = () =>
  useGroupMutation(({ groupId, assetIds }: { groupId: number; assetIds: number[] }) =>
    apiRequest(`${groupPath(groupId)}/assets`, maintenanceGroup, {
      method: 'PUT',
      body: { asset_ids: assetIds },
    }),
  );
