import {
  DASHBOARD_TOP_ASSETS,
  judgeServiceDue,
  type DashboardServiceDue,
  type ServiceDueJudgement,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { listIntervals } from '../service/maintenance-groups.repo';
import { currentReadings } from '../service/service-access';
import { usageOfInterval } from '../service/upcoming-service.service';
import { openDashboard } from './dashboard-access';
import * as repo from './dashboard.repo';

type Entry = DashboardServiceDue['assets'][number] & { share: number };

/** Overdue before due soon; then the more used first (docs/DASHBOARD.md "Service due"). */
const urgency = (a: { is_overdue: boolean; share: number }, b: typeof a) =>
  Number(b.is_overdue) - Number(a.is_overdue) || b.share - a.share;

/**
 * Every asset in service that follows a service group, each interval counted exactly as the
 * card's upcoming service counts it (usageOfInterval): an asset is overdue when one interval is,
 * else due soon when one is (domain judgeServiceDue), and is listed once, by its most urgent.
 */
export async function getServiceDue(
  deps: AppDeps,
  auth: AuthContext,
): Promise<DashboardServiceDue> {
  const company = await openDashboard(deps, auth);
  const { companyId, nowMs } = company;
  const assets = await repo.findServiceGroupAssets(deps.db, companyId);
  const groupIds = [...new Set(assets.map((asset) => asset.maintenance_group_id))];
  const [intervals, records] = await Promise.all([
    listIntervals(deps.db, companyId, groupIds),
    repo.findLatestServiceRecords(deps.db, companyId),
  ]);
  const intervalsByGroup = new Map<number, typeof intervals>();
  for (const interval of intervals) {
    const list = intervalsByGroup.get(interval.maintenanceGroupId) ?? [];
    list.push(interval);
    intervalsByGroup.set(interval.maintenanceGroupId, list);
  }
  const recordOf = new Map(
    records.map((r) => [
      `${r.asset_id}:${r.interval_id}`,
      {
        performedAt: new Date(r.performed_at),
        odometerMiles: r.odometer_miles === null ? null : Number(r.odometer_miles),
        engineHours: r.engine_hours === null ? null : Number(r.engine_hours),
      },
    ]),
  );
  const entries: Entry[] = [];
  for (const asset of assets) {
    const readings = currentReadings(deps, asset.asset_id, {
      odometer: asset.odometer === null ? null : Number(asset.odometer),
      hours: asset.hours === null ? null : Number(asset.hours),
    });
    let worst: { name: string; judgement: ServiceDueJudgement } | undefined;
    for (const interval of intervalsByGroup.get(asset.maintenance_group_id) ?? []) {
      const usage = usageOfInterval(
        interval,
        recordOf.get(`${asset.asset_id}:${interval.maintenanceGroupIntervalId}`),
        new Date(asset.created_at).getTime(),
        { nowMs, ...readings },
      );
      const judgement = judgeServiceDue(
        { time_days: interval.timeDays, miles: interval.miles, engine_hours: interval.engineHours },
        usage,
      );
      if (!judgement) continue;
      const candidate = { is_overdue: judgement.isOverdue, share: judgement.share };
      const current = worst && {
        is_overdue: worst.judgement.isOverdue,
        share: worst.judgement.share,
      };
      if (!current || urgency(candidate, current) < 0) worst = { name: interval.name, judgement };
    }
    if (!worst) continue;
    entries.push({
      asset_id: asset.asset_id,
      name: asset.name,
      interval_name: worst.name,
      is_overdue: worst.judgement.isOverdue,
      remaining: worst.judgement.remaining,
      unit: worst.judgement.unit,
      share: worst.judgement.share,
    });
  }
  entries.sort((a, b) => urgency(a, b) || a.name.localeCompare(b.name));
  const overdue = entries.filter((entry) => entry.is_overdue).length;
  return {
    overdue,
    due_soon: entries.length - overdue,
    assets: entries.slice(0, DASHBOARD_TOP_ASSETS).map((entry) => ({
      asset_id: entry.asset_id,
      name: entry.name,
      interval_name: entry.interval_name,
      is_overdue: entry.is_overdue,
      remaining: entry.remaining,
      unit: entry.unit,
    })),
  };
}
