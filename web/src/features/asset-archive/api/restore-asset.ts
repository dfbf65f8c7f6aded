import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/graphql-request';
import { invalidateAfterArchive } from '../../../lib/archive-keys';

const RESTORE = `mutation RestoreAsset($assetId: Int!) { restoreAsset(assetId: $assetId) }`;

/** spec 2 §7 restoreAsset(assetId). */
export function restoreAsset(assetId: number): Promise<boolean> {
  return graphqlRequest(RESTORE, { assetId }, z.object({ restoreAsset: z.boolean() })).then(
    (data) => data.restoreAsset,
  );
}

/** The dialog shows a refusal itself; the lists are read again, awaited so the row leaves. */
export function useRestoreAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreAsset,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => invalidateAfterArchive(queryClient),
  });
}
