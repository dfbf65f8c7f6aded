import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetCreated, assetPhoto, type AssetCreateBody } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAssetLists } from '../../../lib/notifications/asset-list-keys';
import { uploadFiles } from '../../../lib/uploads';
import { assetCreateKeys } from './keys';

/** spec 2 §7 createAsset, as REST (POST /api/assets): answers the new asset's id. */
export function createAsset(body: AssetCreateBody) {
  return apiRequest('/assets', assetCreated, { method: 'POST', body });
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    // The form shows the refusal under its fields and above its buttons.
    meta: { skipGlobalErrorToast: true },
    onSuccess: async () => {
      // The tracker it took is no longer free; every list of assets has one more.
      await queryClient.invalidateQueries({ queryKey: assetCreateKeys.freeTrackers() });
      await invalidateAssetLists(queryClient);
    },
  });
}

/**
 * The photo the form attaches: uploaded (GET /uploads, PUT) and made a photo without an asset
 * (POST /photos-v2); createAsset then makes it the asset's main photo by its id.
 */
export function useUploadPhoto() {
  return useMutation({
    // The photo field says what went wrong itself.
    meta: { skipGlobalErrorToast: true },
    mutationFn: async (file: File) => {
      const [record] = await uploadFiles([file], 'photo');
      if (!record) throw new Error('The photo was not uploaded.');
      return apiRequest('/photos-v2', assetPhoto, {
        method: 'POST',
        body: { upload_id: record.upload_id },
      });
    },
  });
}
