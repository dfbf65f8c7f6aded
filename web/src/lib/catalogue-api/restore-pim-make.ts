import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pimMake } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { catalogueKeys } from './catalogue-keys';

/** POST /api/pim/makes/{id}/restore (restorePimMake). */
export function useRestorePimMake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (makeId: number) =>
      apiRequest(`/pim/makes/${makeId}/restore`, pimMake, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.makes() }),
    meta: { skipGlobalErrorToast: true },
  });
}
