import { DASHBOARD_TOP_ASSETS, type DashboardServiceDue } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { countServiceDue, findMostUrgent } from '../service/service-due.repo';
import { openDashboard } from './dashboard-access';

/**
 * The service-due tile: what the service-due sweep last judged (modules/service/
 * service-due-sweep.ts, at most a minute old, at once after a service is recorded): each asset
 * in service that follows a service group, by its most urgent interval counted exactly as the
 * card counts it. Overdue first, then the more used.
 */
export async function getServiceDue(
  deps: AppDeps,
  auth: AuthContext,
): Promise<DashboardServiceDue> {
  const { companyId } = await openDashboard(deps, auth);
  const [counts, assets] = await Promise.all([
    countServiceDue(deps.db, companyId),
    findMostUrgent(deps.db, companyId, DASHBOARD_TOP_ASSETS),
  ]);
  return {
    overdue: counts.overdue,
    due_soon: counts.dueSoon,
    assets: assets.map((row) => ({
      asset_id: row.asset_id,
      name: row.name,
      interval_name: row.interval_name,
      is_overdue: row.is_overdue,
      remaining: Number(row.remaining),
      unit: row.unit,
    })),
  };
}
