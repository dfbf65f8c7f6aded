import type { AssetDriver } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { getCurrentAssetOperator, listCompanyPendingOperators } from './operators.service';

/**
 * GET assets/{id}/driver: the asset's driver and the unnamed drivers its cameras saw, the two
 * spec 1 §7 calls the card's Driver panel needs, answered together so opening a card makes one.
 * A 404 (before anything is read) for an asset that is not the company's.
 */
export async function getAssetDriver(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
): Promise<AssetDriver> {
  const current = await getCurrentAssetOperator(deps, auth, assetId);
  const pending = await listCompanyPendingOperators(deps, auth, { t3_asset_id: assetId });
  return { current_operator: current, pending_operators: pending };
}
