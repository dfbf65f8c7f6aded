import { queryOptions } from '@tanstack/react-query';
import { cameraSnapshots, type CameraSnapshot } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { cameraWindowKeys } from './camera-window-keys';

/** GET /api/cameras/{cameraId}/snapshots: the latest still of each feed. */
export function getCameraSnapshots(
  cameraId: number,
  signal?: AbortSignal,
): Promise<CameraSnapshot[]> {
  return apiRequest(`/cameras/${cameraId}/snapshots`, cameraSnapshots, { signal });
}

export const cameraSnapshotsOptions = (cameraId: number) =>
  queryOptions({
    queryKey: cameraWindowKeys.snapshots(cameraId),
    queryFn: ({ signal }) => getCameraSnapshots(cameraId, signal),
    staleTime: CACHE_TIME.none,
    // A missing still is shown in place (a placeholder), not as a toast each second.
    meta: { skipGlobalErrorToast: true },
  });
