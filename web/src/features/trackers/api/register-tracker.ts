import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackerListItem, type newTracker, type TrackerListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTrackerQueries } from './keys';

export type NewTracker = ReturnType<typeof newTracker.parse>;

export function registerTracker(body: NewTracker): Promise<TrackerListItem> {
  return apiRequest('/trackers', trackerListItem, { method: 'POST', body });
}

/** The form shows the server's refusal itself, so no generic toast. */
export function useRegisterTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTracker,
    meta: { skipGlobalErrorToast: true },
    // The list, the unknown devices (the serial leaves them) and the assets' trackers.
    onSuccess: () => invalidateTrackerQueries(queryClient),
  });
}
