import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TrackerRequestBody } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { trackerRequestKeys } from '../../../lib/tracker-request-keys';

const created = z.object({ tracker_request_id: z.number() });

/** spec 1 §2 no-tracker variant: 'Request a Tracker or Camera' (docs/API.md). */
export function useRequestTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackerRequestBody) =>
      apiRequest('/tracker-requests', created, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerRequestKeys.all }),
  });
}
