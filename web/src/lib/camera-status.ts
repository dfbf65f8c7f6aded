import { queryOptions, useQuery } from '@tanstack/react-query';
import { cameraStatusAnswer, type CameraStatusAnswer } from '@fleet/domain';
import { apiRequest } from './api-client';
import { CACHE_TIME } from './query-client';

/**
 * spec 1 §7 GET cameras/{cameraId}/status, shared by the asset card's Camera panel and the
 * floating camera window: one cache entry per camera, so either one's refetch serves both.
 */
export const cameraStatusKeys = {
  all: ['camera-status'] as const,
  of: (cameraId: number) => [...cameraStatusKeys.all, cameraId] as const,
};

export function getCameraStatus(
  cameraId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CameraStatusAnswer> {
  return apiRequest(`/cameras/${cameraId}/status`, cameraStatusAnswer, { signal });
}

export function cameraStatusQueryOptions(cameraId: number) {
  return queryOptions({
    queryKey: cameraStatusKeys.of(cameraId),
    queryFn: ({ signal }) => getCameraStatus(cameraId, { signal }),
    // A camera wakes and sleeps while the card is open.
    staleTime: CACHE_TIME.short,
    refetchInterval: 30_000,
  });
}

/** `cameraId` undefined: nothing to ask (no camera, or no camera access). */
export function useCameraStatus(cameraId: number | undefined) {
  return useQuery({
    ...cameraStatusQueryOptions(cameraId ?? 0),
    enabled: cameraId !== undefined,
  });
}
