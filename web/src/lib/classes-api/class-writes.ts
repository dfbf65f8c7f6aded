import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assetPhoto,
  classModelLink,
  equipmentClass,
  type AssetPhoto,
  type ClassModelLinkBody,
  type EquipmentClassCreateInput,
  type EquipmentClassUpdateInput,
} from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../api-client';
import { uploadFiles } from '../uploads';
import { classesKeys } from './classes-keys';

/**
 * After a class write the classes (and the categories' and inventory's names and counts) are
 * read again.
 */
function useRefreshClasses() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: classesKeys.all });
    // The inventory's by-class view names classes (spec 1 §2): a rename shows there at once.
    await client.invalidateQueries({ queryKey: ['inventory'] });
  };
}

/** spec 2 §7 POST companies/{companyId}/equipment-class. */
export function useCreateEquipmentClass(companyId: number) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: EquipmentClassCreateInput) =>
      apiRequest(`/companies/${companyId}/equipment-class`, equipmentClass, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 PATCH companies/{companyId}/equipment-class/{id}. */
export function useUpdateEquipmentClass(companyId: number) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: number; body: EquipmentClassUpdateInput }) =>
      apiRequest(`/companies/${companyId}/equipment-class/${classId}`, equipmentClass, {
        method: 'PATCH',
        body,
      }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 DELETE companies/{companyId}/equipment-class/{id}. */
export function useDeleteEquipmentClass(companyId: number) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (classId: number) =>
      apiRequestNoContent(`/companies/${companyId}/equipment-class/${classId}`, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}

/**
 * spec 2 §7 upload flow for a class photo: a target (`GET /uploads`), the bytes PUT to it, then
 * `POST /photos-v2` without an asset; the photo's id goes in the class's primary_photo_id.
 */
export function useUploadClassPhoto() {
  return useMutation({
    mutationFn: async (file: File): Promise<AssetPhoto> => {
      const [uploaded] = await uploadFiles([file], 'photo');
      if (!uploaded) throw new Error('The photo was not uploaded.');
      return apiRequest('/photos-v2', assetPhoto, {
        method: 'POST',
        body: { upload_id: uploaded.upload_id },
      });
    },
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 POST equipment-classes-models-xref (the internal company's admin only). */
export function useLinkModel() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (body: ClassModelLinkBody) =>
      apiRequest('/equipment-classes-models-xref', classModelLink, { method: 'POST', body }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 2 §7 DELETE equipment-classes-models-xref/{id}. */
export function useUnlinkModel() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (xrefId: number) =>
      apiRequestNoContent(`/equipment-classes-models-xref/${xrefId}`, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { skipGlobalErrorToast: true },
  });
}
