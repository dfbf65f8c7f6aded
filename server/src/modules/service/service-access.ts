import { canViewService, WORK_ORDER_MESSAGES, type StoredStatus } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { storedStatusOf } from '../assets/statuses.repo';
import { findCompanyOwner } from './maintenance-groups.repo';

/**
 * spec 1 §6 canView, the one rule of docs/SERVICE.md "Permissions": every work-order and
 * service-group call asks it first; writes are also refused to read-only users by the root hook.
 */
export async function assertCanViewService(deps: AppDeps, auth: AuthContext): Promise<void> {
  const ownerUserId = await findCompanyOwner(deps.db, auth.companyId);
  if (
    !canViewService({ userId: auth.userId, securityLevelId: auth.securityLevelId, ownerUserId })
  ) {
    throw forbidden(WORK_ORDER_MESSAGES.forbidden);
  }
}

/** The asset's odometer and engine hours now: the ingest's memory first, else the stored row. */
export function currentReadings(
  deps: AppDeps,
  assetId: number,
  storedRow: unknown,
): { odometerMiles: number | null; engineHours: number | null } {
  const status: Partial<StoredStatus> | null =
    deps.devices.ingest.peekStatus(assetId) ?? storedStatusOf(storedRow);
  return {
    odometerMiles: typeof status?.odometer === 'number' ? status.odometer : null,
    engineHours: typeof status?.hours === 'number' ? status.hours : null,
  };
}

export const nowOf = (deps: AppDeps): number => deps.now?.() ?? Date.now();
