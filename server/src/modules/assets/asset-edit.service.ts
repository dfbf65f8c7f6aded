import { ASSET_EDIT_MESSAGES, canEditAsset, type Asset, type AssetEdit } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { foreignBranchIds } from '../branches/branches.repo';
import { myFlags } from '../flags/flags.service';
import { findGroup } from '../service/maintenance-groups.repo';
import { findAsset } from './assets.repo';
import { getAsset } from './assets.service';
import { updateAssetFields, type AssetEditValues } from './asset-edit.repo';
import { lockWritableAsset } from './writable-asset';
import { recordBranchMoves } from '../branch-assignments/branch-assignments.repo';
import { publishAssetsUpdated } from '../notifications/asset-notifications';

/** spec 1 §6: the edit ability, or the company's edit-only flag. */
async function assertMayEdit(deps: AppDeps, auth: AuthContext): Promise<void> {
  const flags = await myFlags(deps, auth);
  const allowed = canEditAsset({
    securityLevelId: auth.securityLevelId,
    readOnly: auth.readOnly,
    isEditOnlyCompany: flags['asset-edit-company'],
  });
  if (!allowed) throw forbidden(ASSET_EDIT_MESSAGES.notAllowed);
}

/** Branch and service-group ids must be the company's own: another's answers like none. */
async function assertOwnLinks(deps: AppDeps, auth: AuthContext, edit: AssetEdit): Promise<void> {
  const branchIds = [
    edit.inventory_branch_id,
    edit.service_branch_id,
    edit.rental_branch_id,
  ].filter((branchId): branchId is number => typeof branchId === 'number');
  if ((await foreignBranchIds(deps.db, auth.companyId, branchIds)).length > 0) {
    throw badRequest(ASSET_EDIT_MESSAGES.branchUnknown);
  }
  const groupId = edit.maintenance_group_id;
  if (typeof groupId === 'number' && !(await findGroup(deps.db, auth.companyId, groupId))) {
    throw badRequest(ASSET_EDIT_MESSAGES.groupUnknown);
  }
}

function toValues(edit: AssetEdit): AssetEditValues {
  return {
    customName: edit.custom_name,
    description: edit.description,
    serialNumber: edit.serial_number,
    vin: edit.vin,
    model: edit.model,
    year: edit.year,
    dotNumber: edit.dot_number,
    inventoryBranchId: edit.inventory_branch_id,
    serviceBranchId: edit.service_branch_id,
    rentalBranchId: edit.rental_branch_id,
    maintenanceGroupId: edit.maintenance_group_id,
    markerColor: edit.marker_color,
    bleTagType: edit.ble_tag_type,
    bleTagSerial: edit.ble_tag_serial,
  };
}

/**
 * spec 2 §7 updateAsset (PATCH /api/assets/{id}): writes only the fields the body names
 * (undefined fields are left out of the update) and answers the asset as it now is. An
 * archived asset is refused (409) after the checks of who and what.
 */
export async function editAsset(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  edit: AssetEdit,
): Promise<Asset> {
  if (!(await findAsset(deps.db, auth.companyId, assetId))) throw notFound();
  await assertMayEdit(deps, auth);
  const values = Object.fromEntries(
    Object.entries(toValues(edit)).filter(([, value]) => value !== undefined),
  ) as AssetEditValues;
  if (Object.keys(values).length === 0) {
    throw badRequest('Name at least one field of the asset to change.');
  }
  await assertOwnLinks(deps, auth, edit);
  await deps.db.transaction(async (tx) => {
    const { asset: before } = await lockWritableAsset(tx, auth.companyId, assetId);
    if (!(await updateAssetFields(tx, auth.companyId, assetId, values))) throw notFound();
    // spec 1 §3 "Branch assignment": a moved branch ends the old assignment and opens one.
    await recordBranchMoves(tx, auth.companyId, before, values, new Date());
  });
  publishAssetsUpdated(deps, auth.companyId, [assetId]);
  return getAsset(deps, auth, assetId);
}

/** spec 2 §7 setAssetColor: the marker's colour, or null for the default dark gray. */
export async function setMarkerColor(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  markerColor: string | null,
): Promise<Asset> {
  return editAsset(deps, auth, assetId, { marker_color: markerColor });
}
