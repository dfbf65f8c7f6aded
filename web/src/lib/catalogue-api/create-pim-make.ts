import { useMutation } from '@tanstack/react-query';
import { pimMakeCreated, type PimMakeCreate } from '@fleet/domain';
import { apiRequest } from '../api-client';

/** POST /api/pim/makes (createPimMake); 409 'Manufacturer already exists.' with details.make. */
export function useCreatePimMake() {
  return useMutation({
    mutationFn: (body: PimMakeCreate) =>
      apiRequest('/pim/makes', pimMakeCreated, { method: 'POST', body }),
    meta: { skipGlobalErrorToast: true },
  });
}
