import {
  intervalUsage,
  isServiceDueSoon,
  SERVICE_DUE_LABELS,
  serviceBaseline,
  type AssetServiceRecord,
  type CurrentReadings,
  type IntervalUsage,
  type UpcomingService,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import * as repo from './maintenance-groups.repo';
import { assertCanViewService, currentReadings, nowOf } from './service-access';

/** The limits of an interval and the readings of its newest service record. */
type IntervalFacts = Pick<repo.IntervalRow, 'timeDays' | 'miles' | 'engineHours'>;
type RecordFacts = { performedAt: Date; odometerMiles: number | null; engineHours: number | null };

/**
 * One interval's usage on one asset: from its newest service record, else from the asset as
 * new. The card and the dashboard's service tile both count with this.
 */
export function usageOfInterval(
  interval: IntervalFacts,
  record: RecordFacts | undefined,
  assetCreatedAtMs: number,
  current: CurrentReadings,
): IntervalUsage {
  return intervalUsage(
    { time_days: interval.timeDays, miles: interval.miles, engine_hours: interval.engineHours },
    serviceBaseline(
      record
        ? {
            performedAtMs: record.performedAt.getTime(),
            odometerMiles: record.odometerMiles,
            engineHours: record.engineHours,
          }
        : null,
      assetCreatedAtMs,
    ),
    current,
  );
}

/**
 * spec 2 §7 upcoming services of an asset: each interval of its group with percentage_used
 * and spec 2 §4's status, computed now from the asset's current odometer and hours (they move
 * as positions arrive, so nothing is stored). Counted from the interval's newest service
 * record, else from the asset as new (docs/SERVICE.md "When service is due").
 */
export async function getUpcomingService(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
): Promise<UpcomingService> {
  await assertCanViewService(deps, auth);
  const { companyId } = auth;
  const asset = await repo.findServiceAsset(deps.db, companyId, assetId);
  if (!asset) throw notFound();
  const readings = currentReadings(deps, assetId, asset.status);
  const empty = {
    asset_id: assetId,
    odometer: readings.odometerMiles,
    hours: readings.engineHours,
  };
  const group =
    asset.maintenanceGroupId === null
      ? undefined
      : await repo.findGroup(deps.db, companyId, asset.maintenanceGroupId);
  if (!group) return { ...empty, maintenance_group: null, intervals: [], due_soon_count: 0 };
  const intervals = await repo.listIntervals(deps.db, companyId, [group.maintenanceGroupId]);
  const latest = new Map(
    (await repo.latestServiceRecords(deps.db, companyId, assetId)).map((r) => [
      r.maintenanceGroupIntervalId,
      r,
    ]),
  );
  const nowMs = nowOf(deps);
  const rows = intervals.map((interval) => {
    const record = latest.get(interval.maintenanceGroupIntervalId);
    const usage = usageOfInterval(interval, record, asset.createdAt.getTime(), {
      nowMs,
      ...readings,
    });
    return {
      maintenance_group_interval_id: interval.maintenanceGroupIntervalId,
      maintenance_group_id: interval.maintenanceGroupId,
      name: interval.name,
      time_days: interval.timeDays,
      miles: interval.miles,
      engine_hours: interval.engineHours,
      ...usage,
      status_label: SERVICE_DUE_LABELS[usage.status],
      last_service_date: record ? record.performedAt.toISOString() : null,
    };
  });
  rows.sort((a, b) => b.percentage_used - a.percentage_used);
  return {
    ...empty,
    maintenance_group: { maintenance_group_id: group.maintenanceGroupId, name: group.name },
    intervals: rows,
    due_soon_count: rows.filter((row) => isServiceDueSoon(row.status)).length,
  };
}

/** spec 2 §7 asset service records, newest first. */
export async function listServiceRecords(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
): Promise<AssetServiceRecord[]> {
  await assertCanViewService(deps, auth);
  if (!(await repo.findServiceAsset(deps.db, auth.companyId, assetId))) throw notFound();
  return (await repo.listServiceRecords(deps.db, auth.companyId, assetId)).map(
    ({ record, intervalName }) => ({
      asset_service_record_id: record.assetServiceRecordId,
      asset_id: record.assetId,
      maintenance_group_interval_id: record.maintenanceGroupIntervalId,
      interval_name: intervalName,
      performed_at: record.performedAt.toISOString(),
      odometer_miles: record.odometerMiles,
      engine_hours: record.engineHours,
      work_order_id: record.workOrderId,
    }),
  );
}
