import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestNoContent } from '../../../lib/api-client';
import { invalidateCameraQueries } from './keys';

/** Removes a camera that is on no asset (the server refuses an installed one, saying why). */
export function removeCamera(cameraId: number): Promise<void> {
  return apiRequestNoContent(`/cameras/${cameraId}`, { method: 'DELETE' });
}

/** The dialog shows the server's refusal itself, so no generic toast. */
export function useRemoveCamera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCamera,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => invalidateCameraQueries(queryClient),
  });
}
