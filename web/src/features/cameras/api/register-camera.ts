import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cameraListItem, type CameraListItem, type newCamera } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCameraQueries } from './keys';

export type NewCameraBody = ReturnType<typeof newCamera.parse>;

export function registerCamera(body: NewCameraBody): Promise<CameraListItem> {
  return apiRequest('/cameras', cameraListItem, { method: 'POST', body });
}

/** The form shows the server's refusal itself, so no generic toast. */
export function useRegisterCamera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCamera,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => invalidateCameraQueries(queryClient),
  });
}
