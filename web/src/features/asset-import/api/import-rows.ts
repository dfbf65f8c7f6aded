import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  IMPORT_POLL_MS,
  importJob,
  importRow,
  importRowsPage,
  type ImportRowsPage,
} from '@fleet/domain/imports';
import { apiRequest } from '../../../lib/api-client';
import { importKeys } from './keys';

/**
 * spec 2 §7 getAssetImportJobRows, every row of the job (page size 5000), polled every second
 * while any product is still being matched or the job is creating assets (spec 2 §4).
 */
export function useImportRows(jobId: string) {
  return useQuery({
    queryKey: importKeys.rows(jobId),
    queryFn: ({ signal }) =>
      apiRequest(`/asset-imports/${jobId}/rows?tab=1&page_size=5000`, importRowsPage, { signal }),
    refetchInterval: (query) => {
      const page: ImportRowsPage | undefined = query.state.data;
      const isBusy = !page || page.counts.pending > 0 || page.job.status === 'IMPORT_IN_PROGRESS';
      return isBusy ? IMPORT_POLL_MS : false;
    },
  });
}

type FieldName = 'productId' | 'resourceId';

/** spec 2 §7 updateAssetImportJobRowFields: one product or designation for many rows. */
export function useUpdateImportRows(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      rowIds: number[];
      fieldName: FieldName;
      value: number;
      display: string;
    }) =>
      apiRequest(`/asset-imports/${jobId}/rows`, z.array(importRow), {
        method: 'PATCH',
        body: {
          row_ids: body.rowIds,
          field_updates: [
            {
              field_name: body.fieldName,
              new_api_value: String(body.value),
              new_display_value: body.display,
            },
          ],
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rows(jobId) }),
  });
}

/** spec 2 §7 deleteImportJobRows. */
export function useDeleteImportRows(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rowIds: number[]) =>
      apiRequest(
        `/asset-imports/${jobId}/rows/delete`,
        z.object({ deleted: z.number(), job: importJob }),
        { method: 'POST', body: { row_ids: rowIds } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.rows(jobId) }),
  });
}
