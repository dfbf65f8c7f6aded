import {
  BULK_EDIT_MAX_ASSETS,
  BULK_EDIT_MESSAGES,
  type BulkFailedAsset,
  type BulkFieldsBody,
  type BulkGroupResult,
} from '@fleet/domain';

/** The inventory's selection, `?assetIds=1,2,3`: whole positive ids, each once, at most 1,000. */
export function parseAssetIds(param: string | null): number[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, BULK_EDIT_MAX_ASSETS);
}

/** How many ids the URL holds, beyond the 1,000 a page takes (to say that some were left out). */
export function countAssetIds(param: string | null): number {
  return param
    ? new Set(param.split(',').filter((part) => /^\d{1,10}$/.test(part.trim()))).size
    : 0;
}

/** The selection as the URL writes it. */
export const formatAssetIds = (ids: readonly number[]): string => ids.join(',');

/**
 * spec 2 §4 "Bulk asset update": with no failure the edit is done (toast, selection cleared,
 * back to the inventory); otherwise the failures are listed and only the failed assets stay
 * selected, so Save tries them again.
 */
export type BulkOutcome =
  | { kind: 'done'; updated: number }
  | { kind: 'partial'; failed: BulkFailedAsset[]; remainingIds: number[]; updated: number };

export function outcomeOf(result: BulkGroupResult): BulkOutcome {
  const updated = result.successful_assets.length;
  if (result.failed_assets.length === 0) return { kind: 'done', updated };
  return {
    kind: 'partial',
    failed: result.failed_assets,
    remainingIds: result.failed_assets.map((asset) => asset.id),
    updated,
  };
}

/** The details page's choices; null is "leave as it is". */
export interface FieldChoices {
  branchId: number | null;
  categoryId: number | null;
  classId: number | null;
}

/** spec 2 §5: a chosen category needs a class of it; the sentence for under the class. */
export function classErrorOf(choices: FieldChoices): string | null {
  return choices.categoryId !== null && choices.classId === null
    ? BULK_EDIT_MESSAGES.classRequired
    : null;
}

/** The call to send, or null when nothing is chosen or the choice is not valid (nothing sent). */
export function fieldsBodyOf(
  assetIds: readonly number[],
  choices: FieldChoices,
): BulkFieldsBody | null {
  const { branchId, categoryId, classId } = choices;
  if (assetIds.length === 0 || classErrorOf(choices)) return null;
  if (branchId === null && categoryId === null && classId === null) return null;
  return {
    asset_ids: [...assetIds],
    ...(branchId === null ? {} : { branch_id: branchId }),
    ...(categoryId === null ? {} : { category_id: categoryId }),
    ...(classId === null ? {} : { class_id: classId }),
  };
}
