import type { DriverRoster } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { requireCameraAccess } from '../camera-access/camera-access';
import { listCompanyOperators, listCompanyPendingOperators } from './operators.service';
import { assetNames } from './operators.repo';

/**
 * The camera page's Drivers tab (docs/OPERATORS.md): the drivers and the unnamed sightings,
 * each with its asset's name, read with the same calls the spec's endpoints use.
 */
export async function getDriverRoster(deps: AppDeps, auth: AuthContext): Promise<DriverRoster> {
  await requireCameraAccess(deps.db, auth);
  const drivers = await listCompanyOperators(deps, auth);
  const pending = await listCompanyPendingOperators(deps, auth, {});
  const names = await assetNames(deps.db, auth.companyId, [
    ...new Set([
      ...drivers.flatMap((d) => d.active_operator?.active_assignment.asset_id ?? []),
      ...pending.map((p) => p.t3_asset_id),
    ]),
  ]);
  return {
    drivers: drivers.map((operator) => {
      const assetId = operator.active_operator?.active_assignment.asset_id;
      return { operator, asset_name: assetId === undefined ? null : (names.get(assetId) ?? null) };
    }),
    unidentified: pending.map((pending_operator) => ({
      pending_operator,
      asset_name: names.get(pending_operator.t3_asset_id) ?? '',
    })),
  };
}
