import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operator } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { withCurrentDriver } from '../model/operators';
import type { AssetDriver } from './get-asset-driver';
import { operatorKeys } from './operator-keys';

const answer = operator.nullable();

/** PUT assets/{id}/operator: the driver chosen by hand, or null to unassign. */
export function assignOperator(assetId: number, operatorId: number | null) {
  return apiRequest(`/assets/${assetId}/operator`, answer, {
    method: 'PUT',
    body: { operator_id: operatorId },
  });
}

export function useAssignOperator(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatorId: number | null) => assignOperator(assetId, operatorId),
    onSuccess: async (current) => {
      queryClient.setQueryData<AssetDriver>(operatorKeys.driverOfAsset(assetId), (panel) =>
        withCurrentDriver(panel, current),
      );
      // The driver may have left another asset: every card's driver and the list re-read.
      await queryClient.invalidateQueries({ queryKey: operatorKeys.all() });
    },
  });
}
