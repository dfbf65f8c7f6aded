import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ArchiveStatus } from '@fleet/domain';
import { graphqlRequest } from '../../../lib/graphql-request';
import { invalidateAfterArchive } from '../../../lib/archive-keys';

const ARCHIVE = `mutation ArchiveAsset($archivedStatus: AssetArchivedStatus!, $assetId: Int!) {
  archiveAsset(archivedStatus: $archivedStatus, assetId: $assetId)
}`;

export interface ArchiveAssetInput {
  assetId: number;
  archivedStatus: ArchiveStatus;
}

/** spec 2 §7 archiveAsset(archivedStatus, assetId), which answers a boolean. */
export function archiveAsset(input: ArchiveAssetInput): Promise<boolean> {
  return graphqlRequest(ARCHIVE, { ...input }, z.object({ archiveAsset: z.boolean() })).then(
    (data) => data.archiveAsset,
  );
}

/**
 * The dialog shows the refusal itself ('Failed to archive asset'), so no generic toast.
 * `onArchived` runs before the lists are read again: the card closes first, so the map does
 * not take the asset's leaving for an asset that went missing.
 */
export function useArchiveAsset(onArchived: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAsset,
    meta: { skipGlobalErrorToast: true },
    onSuccess: () => {
      onArchived();
      void invalidateAfterArchive(queryClient);
    },
  });
}
