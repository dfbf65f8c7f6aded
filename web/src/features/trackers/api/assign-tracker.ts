import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackerListItem, type TrackerListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTrackerQueries } from './keys';

export interface AssignTrackerInput {
  trackerId: number;
  /** The asset to install it on (moving it from its current one), or null to take it off. */
  assetId: number | null;
}

export function assignTracker({
  trackerId,
  assetId,
}: AssignTrackerInput): Promise<TrackerListItem> {
  return apiRequest(`/trackers/${trackerId}/asset`, trackerListItem, {
    method: 'PUT',
    body: { asset_id: assetId },
  });
}

/** The dialog shows the server's refusal itself, so no generic toast. */
export function useAssignTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTracker,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => invalidateTrackerQueries(queryClient),
  });
}

/** The call's input for the shared dialogs: this tracker onto the asset (null: off any). */
export const trackerOnAsset = (
  tracker: TrackerListItem,
  assetId: number | null,
): AssignTrackerInput => ({ trackerId: tracker.tracker_id, assetId });
