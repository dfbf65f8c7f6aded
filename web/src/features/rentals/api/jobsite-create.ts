import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsiteCreated, type JobsiteCreate } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

/** spec 1 §7 POST /fleet/inventory/location: returns the new location_id. */
export function createJobsite(body: JobsiteCreate) {
  return apiRequest('/fleet/inventory/location', jobsiteCreated, { method: 'POST', body });
}

export function useCreateJobsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobsite,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobsite', 'locations'] }),
  });
}
