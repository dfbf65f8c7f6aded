import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createAssetsResult,
  importJob,
  importPreview,
  type ImportMapping,
} from '@fleet/domain/imports';
import { apiRequest } from '../../../lib/api-client';
import { uploadFiles } from '../../../lib/uploads';
import { importKeys } from './keys';

/** The file goes up with the upload flow, then the server reads it for the mapping step. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: async (file: File) => {
      const [record] = await uploadFiles([file], 'asset-import');
      if (!record) throw new Error('The file was not uploaded.');
      const preview = await apiRequest('/asset-imports/preview', importPreview, {
        method: 'POST',
        body: { upload_id: record.upload_id },
      });
      return { uploadId: record.upload_id, preview };
    },
  });
}

/** spec 2 §7 initiateAssetBulkImport. */
export function useInitiateImport() {
  return useMutation({
    mutationFn: (body: { upload_id: number; mapping: ImportMapping }) =>
      apiRequest('/asset-imports', importJob, { method: 'POST', body }),
  });
}

/** spec 2 §7 archiveImportJob ('End import'). */
export function useArchiveImport(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/asset-imports/${jobId}/archive`, importJob, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

/** spec 2 §7 createAssetsFromRows, and Fleet's dry run of it. */
export function useCreateAssetsFromRows(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { dry_run: boolean }) =>
      apiRequest(`/asset-imports/${jobId}/create-assets`, createAssetsResult, {
        method: 'POST',
        body: { create_all_ready_rows: true, dry_run: body.dry_run },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

/** Takes back an import's assets while none is used (docs/IMPORT.md "Undo"). */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest(`/asset-imports/${jobId}/undo`, importJob, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

const importJobs = z.array(importJob);

/** spec 2 §7 getAssetImportJobs: the company's latest imports, newest first. */
export function useImportJobs() {
  return useQuery({
    queryKey: importKeys.all,
    queryFn: ({ signal }) => apiRequest('/asset-imports?page_size=10', importJobs, { signal }),
  });
}
