import { z } from 'zod';
import { bodyId } from '../api-schemas';
import { INVENTORY_MESSAGES } from '../inventory/inventory-messages';

/** At most this many assets in one bulk call: enough for a page of selections, small enough to answer quickly. */
export const BULK_EDIT_MAX_ASSETS = 1000;

/** spec 2 §5 and §8 "bulk edit" words; quoted ones are the spec's. */
export const BULK_EDIT_MESSAGES = {
  noSelectedAssets: INVENTORY_MESSAGES.noSelectedAssets,
  tooManyAssets: `Edit at most ${BULK_EDIT_MAX_ASSETS.toLocaleString('en-US')} assets at a time.`,
  /** spec 2 §5: a category needs a class from that category. */
  classRequired: 'Please select or add a class, or remove selected category from above.',
  nothingChosen: 'Choose a branch, a category or a class to change.',
  branchUnknown: 'That branch is not one of your company’s branches.',
  categoryUnknown: 'That category is not one of your company’s active categories.',
  classUnknown: 'That class is not one of your company’s classes.',
  classNotInCategory: 'That class is not in the chosen category. Choose a class of that category.',
  groupRequired: 'Choose a group.',
  updated: 'Assets updated successfully.',
  updateFailed: 'There was a problem updating the assets.',
  groupAssignFailed: (group: string) =>
    `There was a problem while assigning assets to group ${group}.`,
  failedToUpdate: INVENTORY_MESSAGES.failedToUpdate,
  updateErrorTitle: 'Update Error',
  /** Per asset: an id the company has no asset for (another company's answers the same). */
  assetNotFound: 'Asset not found.',
} as const;

const assetIds = z
  .array(bodyId, { error: BULK_EDIT_MESSAGES.noSelectedAssets })
  .min(1, BULK_EDIT_MESSAGES.noSelectedAssets)
  .max(BULK_EDIT_MAX_ASSETS, BULK_EDIT_MESSAGES.tooManyAssets);

/**
 * spec 2 §7 bulkAssetsUpdateFields(assetIds, branchId, categoryId, classId): null or left out
 * leaves that field as it is. A category needs a class (spec 2 §5), reported under class_id so
 * the form shows it there; a class alone also sets its own category.
 */
export const bulkFieldsBody = z
  .strictObject({
    asset_ids: assetIds,
    branch_id: bodyId.nullish(),
    category_id: bodyId.nullish(),
    class_id: bodyId.nullish(),
  })
  .superRefine((body, ctx) => {
    const chosen = [body.branch_id, body.category_id, body.class_id].some((v) => v != null);
    if (!chosen)
      ctx.addIssue({ code: 'custom', message: BULK_EDIT_MESSAGES.nothingChosen, path: [] });
    if (body.category_id != null && body.class_id == null) {
      ctx.addIssue({
        code: 'custom',
        message: BULK_EDIT_MESSAGES.classRequired,
        path: ['class_id'],
      });
    }
  });
export type BulkFieldsBody = z.infer<typeof bulkFieldsBody>;

/** spec 2 §7 bulkAssetsUpdateGroup(assetIds, groupId, override): override off keeps other groups. */
export const bulkGroupBody = z.strictObject({
  asset_ids: assetIds,
  group_id: bodyId,
  override: z.boolean().default(false),
});
export type BulkGroupBody = z.infer<typeof bulkGroupBody>;

export const bulkSuccessfulAsset = z.object({ id: z.number().int(), custom_name: z.string() });
/** custom_name is null for an id the company has no asset for: another company's name never shows. */
export const bulkFailedAsset = z.object({
  id: z.number().int(),
  custom_name: z.string().nullable(),
  reason: z.string(),
});
export type BulkFailedAsset = z.infer<typeof bulkFailedAsset>;

/** spec 2 §4 "Bulk asset update": the assets changed, the ones not changed with why. */
export const bulkGroupResult = z.object({
  successful_assets: z.array(bulkSuccessfulAsset),
  failed_assets: z.array(bulkFailedAsset),
});
export type BulkGroupResult = z.infer<typeof bulkGroupResult>;

/** The fields call also answers `error`: 'N asset(s) failed to update' when any failed, else null. */
export const bulkFieldsResult = bulkGroupResult.extend({ error: z.string().nullable() });
export type BulkFieldsResult = z.infer<typeof bulkFieldsResult>;
