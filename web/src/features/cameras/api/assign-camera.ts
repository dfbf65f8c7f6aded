import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cameraListItem, type CameraListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCameraQueries } from './keys';

export interface AssignCameraInput {
  cameraId: number;
  /** The asset to install it on (moving it from its current one), or null to take it off. */
  assetId: number | null;
}

export function assignCamera({ cameraId, assetId }: AssignCameraInput): Promise<CameraListItem> {
  return apiRequest(`/cameras/${cameraId}/asset`, cameraListItem, {
    method: 'PUT',
    body: { asset_id: assetId },
  });
}

/** The dialog shows the server's refusal itself, so no generic toast. */
export function useAssignCamera() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCamera,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => invalidateCameraQueries(queryClient),
  });
}

/** The call's input for the shared dialogs: this camera onto the asset (null: off any). */
export const cameraOnAsset = (
  camera: CameraListItem,
  assetId: number | null,
): AssignCameraInput => ({
  cameraId: camera.camera_id,
  assetId,
});
