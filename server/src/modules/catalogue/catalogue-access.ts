import { canEditAsset } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { myFlags } from '../flags/flags.service';

/**
 * Who writes to the catalogue and to an asset's product and designations: whoever may edit
 * assets (spec 1 §6, docs/ASSET-EDIT.md), since both exist to describe assets.
 */
export async function assertMayEditAssets(deps: AppDeps, auth: AuthContext): Promise<void> {
  const flags = await myFlags(deps, auth);
  const allowed = canEditAsset({
    securityLevelId: auth.securityLevelId,
    readOnly: auth.readOnly,
    isEditOnlyCompany: flags['asset-edit-company'],
  });
  if (!allowed) throw forbidden();
}
