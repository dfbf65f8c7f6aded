import {
  ARCHIVE_MESSAGES,
  ASSET_EDIT_MESSAGES,
  BULK_EDIT_MESSAGES,
  canEditAsset,
  type BulkFailedAsset,
  type BulkFieldsBody,
  type BulkFieldsResult,
  type BulkGroupBody,
  type BulkGroupResult,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { lockAssetsForWrite, type AssetWithNames } from '../assets/assets.repo';
import { recordBranchMoves } from '../branch-assignments/branch-assignments.repo';
import { foreignBranchIds } from '../branches/branches.repo';
import { myFlags } from '../flags/flags.service';
import { publishAssetsUpdated } from '../notifications/asset-notifications';
import {
  addMemberships,
  findOrganization,
  lockOrganization,
  removeMemberships,
} from '../groups/groups.repo';
import {
  findActiveCategory,
  findClass,
  updateAssetsFields,
  type BulkFieldValues,
} from './bulk-edit.repo';

/** spec 1 §6: bulk edits change assets, so they need what editing one asset needs. */
async function assertMayEdit(deps: AppDeps, auth: AuthContext): Promise<void> {
  const flags = await myFlags(deps, auth);
  const allowed = canEditAsset({
    securityLevelId: auth.securityLevelId,
    readOnly: auth.readOnly,
    isEditOnlyCompany: flags['asset-edit-company'],
  });
  if (!allowed) throw forbidden(ASSET_EDIT_MESSAGES.notAllowed);
}

/**
 * The values to write, checked once for the whole call: the branch, category and class must be
 * the company's; a class must belong to the chosen category, and a class chosen alone brings
 * its own category, so an asset's class and category always agree (spec 2 §5).
 */
async function valuesOf(deps: AppDeps, auth: AuthContext, body: BulkFieldsBody) {
  const values: BulkFieldValues = {};
  const issue = (path: string, message: string) =>
    badRequest(message, { issues: [{ path: [path], message }] });
  if (body.branch_id != null) {
    const unknown = await foreignBranchIds(deps.db, auth.companyId, [body.branch_id]);
    if (unknown.length > 0) throw issue('branch_id', BULK_EDIT_MESSAGES.branchUnknown);
    values.inventoryBranchId = body.branch_id;
  }
  if (body.category_id != null) {
    if (!(await findActiveCategory(deps.db, auth.companyId, body.category_id))) {
      throw issue('category_id', BULK_EDIT_MESSAGES.categoryUnknown);
    }
    values.categoryId = body.category_id;
  }
  if (body.class_id != null) {
    const found = await findClass(deps.db, auth.companyId, body.class_id);
    if (!found) throw issue('class_id', BULK_EDIT_MESSAGES.classUnknown);
    if (body.category_id != null && found.categoryId !== body.category_id) {
      throw issue('class_id', BULK_EDIT_MESSAGES.classNotInCategory);
    }
    values.equipmentClassId = found.equipmentClassId;
    if (found.categoryId !== null) values.categoryId = found.categoryId;
  }
  return values;
}

interface SortedAssets {
  writable: AssetWithNames[];
  failed: BulkFailedAsset[];
}

/**
 * The asked-for assets, locked for this transaction, sorted into those that can change and
 * those that cannot, with why: an id the company has no asset for (another company's answers
 * the same, without its name) and an archived asset fail on their own, never the whole call.
 */
async function lockAndSort(db: Db, companyId: number, assetIds: readonly number[]) {
  const wanted = [...new Set(assetIds)];
  const rows = new Map(
    (await lockAssetsForWrite(db, companyId, wanted)).map((row) => [row.asset.assetId, row]),
  );
  const sorted: SortedAssets = { writable: [], failed: [] };
  for (const assetId of wanted) {
    const row = rows.get(assetId);
    if (!row) {
      sorted.failed.push({
        id: assetId,
        custom_name: null,
        reason: BULK_EDIT_MESSAGES.assetNotFound,
      });
    } else if (row.asset.archivedStatus !== null) {
      const name = row.asset.customName;
      sorted.failed.push({
        id: assetId,
        custom_name: name,
        reason: ARCHIVE_MESSAGES.isArchived(name),
      });
    } else {
      sorted.writable.push(row);
    }
  }
  return sorted;
}

const idsOf = (sorted: SortedAssets) => sorted.writable.map((row) => row.asset.assetId);

const successfulOf = (sorted: SortedAssets) =>
  sorted.writable.map((row) => ({ id: row.asset.assetId, custom_name: row.asset.customName }));

/**
 * spec 2 §7 bulkAssetsUpdateFields: one branch, category and class for many assets. The
 * assets that can change change together in one transaction (each completely or not at all);
 * a moved branch is recorded in each asset's branch history, as an edit of one asset does.
 */
export async function bulkUpdateFields(
  deps: AppDeps,
  auth: AuthContext,
  body: BulkFieldsBody,
): Promise<BulkFieldsResult> {
  await assertMayEdit(deps, auth);
  const values = await valuesOf(deps, auth, body);
  const sorted = await deps.db.transaction(async (tx) => {
    const found = await lockAndSort(tx, auth.companyId, body.asset_ids);
    const ids = found.writable.map((row) => row.asset.assetId);
    await updateAssetsFields(tx, auth.companyId, ids, values);
    if (values.inventoryBranchId !== undefined) {
      const at = new Date();
      for (const { asset } of found.writable) {
        await recordBranchMoves(tx, auth.companyId, asset, values, at);
      }
    }
    return found;
  });
  // Open pages (the live map's lists and filters) read the changed assets again.
  publishAssetsUpdated(deps, auth.companyId, idsOf(sorted));
  const failures = sorted.failed.length;
  return {
    successful_assets: successfulOf(sorted),
    failed_assets: sorted.failed,
    error: failures > 0 ? BULK_EDIT_MESSAGES.failedToUpdate(failures) : null,
  };
}

/**
 * spec 2 §7 bulkAssetsUpdateGroup: the assets join the group; with override their other groups
 * end (spec 2 §5 "existing groups remain unless overridden"). The group is the call's target:
 * one the company does not have answers 404.
 */
export async function bulkUpdateGroup(
  deps: AppDeps,
  auth: AuthContext,
  body: BulkGroupBody,
): Promise<BulkGroupResult> {
  if (!(await findOrganization(deps.db, auth.companyId, body.group_id))) throw notFound();
  await assertMayEdit(deps, auth);
  const sorted = await deps.db.transaction(async (tx) => {
    // Deleted meanwhile: nothing is written.
    if (!(await lockOrganization(tx, auth.companyId, body.group_id, 'key share'))) {
      throw notFound();
    }
    const found = await lockAndSort(tx, auth.companyId, body.asset_ids);
    const ids = found.writable.map((row) => row.asset.assetId);
    if (body.override) await removeMemberships(tx, auth.companyId, ids);
    await addMemberships(tx, auth.companyId, body.group_id, ids);
    return found;
  });
  publishAssetsUpdated(deps, auth.companyId, idsOf(sorted));
  return { successful_assets: successfulOf(sorted), failed_assets: sorted.failed };
}
