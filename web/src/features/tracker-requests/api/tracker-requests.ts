import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackerRequest } from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { trackerRequestKeys } from '../../../lib/tracker-request-keys';

const trackerRequests = trackerRequest.array();

/** The company's tracker requests, open first; admins only, so asked only by them. */
export function useTrackerRequests({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: trackerRequestKeys.all,
    enabled,
    queryFn: ({ signal }) => apiRequest('/tracker-requests', trackerRequests, { signal }),
    staleTime: CACHE_TIME.short,
  });
}

export function useHandleTrackerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackerRequestId: number) =>
      apiRequestNoContent(`/tracker-requests/${trackerRequestId}/handled`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerRequestKeys.all }),
  });
}
