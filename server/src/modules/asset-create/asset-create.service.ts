import {
  ASSET_CREATE_MESSAGES,
  canCreateAsset,
  decodeVin,
  maxModelYear,
  type AssetCreate,
  type VinDetails,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, describeIssues, forbidden } from '../../platform/errors';
import { myFlags } from '../flags/flags.service';
import { publishAssetsCreated } from '../notifications/asset-notifications';
import { createAssets } from './create-assets';

/** Admins, managers and operations, or every writer of an edit-only company (domain rule). */
export async function assertMayCreateAssets(deps: AppDeps, auth: AuthContext): Promise<void> {
  const flags = await myFlags(deps, auth);
  const allowed = canCreateAsset({
    securityLevelId: auth.securityLevelId,
    readOnly: auth.readOnly,
    isEditOnlyCompany: flags['asset-edit-company'],
  });
  if (!allowed) throw forbidden(ASSET_CREATE_MESSAGES.notAllowed);
}

/**
 * spec 2 §7 createAsset(input) and POST /api/assets: one asset, or a 400 whose issues name the
 * fields to fix (a VIN the company has lands under `vin`); nothing is written on a refusal.
 */
export async function createAsset(
  deps: AppDeps,
  auth: AuthContext,
  input: AssetCreate,
): Promise<{ asset_id: number }> {
  await assertMayCreateAssets(deps, auth);
  const result = await deps.db.transaction(async (tx) => {
    const created = await createAssets(tx, { companyId: auth.companyId }, [input]);
    const issues = created.outcomes[0]?.issues;
    if (issues) throw badRequest(describeIssues(issues), { issues });
    return created;
  });
  const [assetId] = result.assetIds;
  if (assetId === undefined) throw new Error('asset create returned no id');
  publishAssetsCreated(deps, auth.companyId, result.assetIds, {
    installedTrackers: result.installedTrackers,
  });
  return { asset_id: assetId };
}

/** spec 2 §7 getDetailsFromVin(vin): decoded offline, never a call out (docs/ASSET-CREATE.md). */
export function getDetailsFromVin(vin: string, now = new Date()): VinDetails {
  return decodeVin(vin, maxModelYear(now));
}
