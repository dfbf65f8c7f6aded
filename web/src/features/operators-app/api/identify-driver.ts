import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operator } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { operatorsAppKeys } from './keys';

/** POST pending-operators/{id}/identify: names the driver a camera saw. */
export function identifyDriver(pendingOperatorId: number, operatorId: number) {
  return apiRequest(`/pending-operators/${pendingOperatorId}/identify`, operator, {
    method: 'POST',
    body: { operator_id: operatorId },
  });
}

export function useIdentifyDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { pendingOperatorId: number; operatorId: number }) =>
      identifyDriver(vars.pendingOperatorId, vars.operatorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsAppKeys.all }),
  });
}
