import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetPhoto } from '@fleet/domain';
import { z } from 'zod';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { uploadFiles } from '../../../lib/uploads';

const gallery = z.array(assetPhoto);
export const photoKeys = {
  asset: (assetId: number) => ['photos', 'asset', assetId] as const,
};

/** spec 1 §7 GET /assets/{id}/photos: the gallery, the main photo first. */
export function useAssetPhotos(assetId: number) {
  return useQuery({
    queryKey: photoKeys.asset(assetId),
    queryFn: ({ signal }) => apiRequest(`/assets/${assetId}/photos`, gallery, { signal }),
    staleTime: CACHE_TIME.normal,
  });
}

/** Upload (spec 2 §7: GET /uploads, PUT, POST /photos-v2) onto the asset's gallery. */
export function useAddPhotos(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const records = await uploadFiles(files, 'photo');
      for (const record of records) {
        await apiRequest('/photos-v2', assetPhoto, {
          method: 'POST',
          body: { upload_id: record.upload_id, asset_id: assetId },
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.asset(assetId) }),
  });
}

export function useMakeMainPhoto(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequest(`/assets/${assetId}/photos/${photoId}`, gallery, {
        method: 'PATCH',
        body: { is_primary: true },
      }),
    onSuccess: (photos) => queryClient.setQueryData(photoKeys.asset(assetId), photos),
  });
}

export function useRemovePhoto(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) =>
      apiRequestNoContent(`/assets/${assetId}/photos/${photoId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.asset(assetId) }),
  });
}
