import { queryOptions, useQuery } from '@tanstack/react-query';
import { cameraListItem, type CameraListItem } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';

const cameraList = cameraListItem.array();

/** Query keys of the company's cameras (Company > Cameras and the camera page's Dash cams). */
export const cameraListKeys = {
  all: ['cameras'] as const,
  list: () => [...cameraListKeys.all, 'list'] as const,
};

/** GET cameras: the company's cameras with their asset (and status, with camera access). */
export function getCameras({ signal }: { signal?: AbortSignal } = {}): Promise<CameraListItem[]> {
  return apiRequest('/cameras', cameraList, { signal });
}

/** Cameras report while the page is open: a revisit after a few seconds reads them again. */
export function camerasQueryOptions() {
  return queryOptions({
    queryKey: cameraListKeys.list(),
    queryFn: ({ signal }) => getCameras({ signal }),
    staleTime: CACHE_TIME.short,
  });
}

export function useCameras() {
  return useQuery(camerasQueryOptions());
}
