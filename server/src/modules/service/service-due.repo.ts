import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { rowsOf } from '../../db/rows';
import { idList } from '../../db/id-list';

/** The companies the sweep visits: those with assets in a service group, or rows to clear. */
export async function findServiceDueCompanies(db: Db): Promise<number[]> {
  const rows = rowsOf<{ company_id: number }>(
    await db.execute(sql`
      select distinct company_id from assets where maintenance_group_id is not null
      union select distinct company_id from asset_service_due`),
  );
  return rows.map((row) => Number(row.company_id));
}

export interface GroupedAsset {
  asset_id: number;
  maintenance_group_id: number;
  created_at: string | Date;
  /** The status row's odometer and hours (generated columns), before the live copy. */
  odometer: number | null;
  hours: number | null;
}

/**
 * One page of the company's assets in service that follow a service group, by id after `after`
 * (or only `assetIds`): bounded statements, since PGlite shares the event loop with requests.
 */
export async function findGroupedAssets(
  db: Db,
  companyId: number,
  page: { after: number; limit: number } | { assetIds: number[] },
): Promise<GroupedAsset[]> {
  const which =
    'assetIds' in page
      ? sql`and a.asset_id in ${idList(page.assetIds)}`
      : sql`and a.asset_id > ${page.after}`;
  const limit = 'assetIds' in page ? sql`` : sql`limit ${page.limit}`;
  return rowsOf<GroupedAsset>(
    await db.execute(sql`
      select a.asset_id, a.maintenance_group_id, a.created_at,
        s.odometer_miles as odometer, s.engine_hours as hours
      from assets a left join asset_statuses s on s.asset_id = a.asset_id
      where a.company_id = ${companyId} and ${assetAliasInService}
        and a.maintenance_group_id is not null ${which}
      order by a.asset_id ${limit}`),
  );
}

export interface LatestRecord {
  asset_id: number;
  interval_id: number;
  performed_at: string | Date;
  odometer_miles: number | null;
  engine_hours: number | null;
}

/** The newest service record of each (asset, interval) of these assets. */
export async function findLatestRecords(
  db: Db,
  companyId: number,
  assetIds: number[],
): Promise<LatestRecord[]> {
  if (assetIds.length === 0) return [];
  return rowsOf<LatestRecord>(
    await db.execute(sql`
      select distinct on (asset_id, maintenance_group_interval_id) asset_id,
        maintenance_group_interval_id as interval_id, performed_at, odometer_miles, engine_hours
      from asset_service_records
      where company_id = ${companyId}
        and asset_id in ${idList(assetIds)}
      order by asset_id, maintenance_group_interval_id, performed_at desc,
        asset_service_record_id desc`),
  );
}

/** The intervals of every service group of the company. */
export async function findCompanyIntervals(db: Db, companyId: number) {
  return rowsOf<{
    interval_id: number;
    maintenance_group_id: number;
    name: string;
    time_days: number | null;
    miles: number | null;
    engine_hours: number | null;
  }>(
    await db.execute(sql`
      select maintenance_group_interval_id as interval_id, maintenance_group_id, name,
        time_days, miles, engine_hours
      from maintenance_group_intervals where company_id = ${companyId}
      order by maintenance_group_interval_id`),
  );
}

export interface ServiceDueRow {
  assetId: number;
  intervalId: number;
  intervalName: string;
  isOverdue: boolean;
  share: number;
  remaining: number;
  unit: 'days' | 'miles' | 'hours';
  baselineMs: number;
}

/**
 * Writes the judgement of the assets whose ids lie in `scope` (a range of ids, or a list):
 * `due` replaces their rows, and every other row in that scope goes (the asset is no longer
 * due, left its group, or was archived). One statement, so a reader never sees half a page.
 */
export async function replaceServiceDue(
  db: Db,
  companyId: number,
  scope: { from: number; to: number } | { assetIds: number[] },
  due: ServiceDueRow[],
): Promise<void> {
  const inScope =
    'assetIds' in scope
      ? sql`asset_id in ${idList(scope.assetIds)}`
      : sql`asset_id > ${scope.from} and asset_id <= ${scope.to}`;
  const json = JSON.stringify(
    due.map((row) => ({
      asset_id: row.assetId,
      interval_id: row.intervalId,
      interval_name: row.intervalName,
      is_overdue: row.isOverdue,
      share: row.share,
      remaining: row.remaining,
      unit: row.unit,
      baseline_at: new Date(row.baselineMs).toISOString(),
    })),
  );
  await db.execute(sql`
    with judged as (
      select * from jsonb_to_recordset(${json}::jsonb) as d(asset_id int, interval_id int,
        interval_name text, is_overdue boolean, share float8, remaining float8, unit text,
        baseline_at timestamptz)),
    cleared as (
      delete from asset_service_due
      where company_id = ${companyId} and ${inScope}
        and asset_id not in (select asset_id from judged))
    insert into asset_service_due as t (asset_id, company_id, maintenance_group_interval_id,
      interval_name, is_overdue, share, remaining, unit, baseline_at, judged_at)
    select asset_id, ${companyId}, interval_id, interval_name, is_overdue, share, remaining, unit,
      baseline_at, now()
    from judged
    on conflict (asset_id) do update set company_id = excluded.company_id,
      maintenance_group_interval_id = excluded.maintenance_group_interval_id,
      interval_name = excluded.interval_name, is_overdue = excluded.is_overdue,
      share = excluded.share, remaining = excluded.remaining, unit = excluded.unit,
      baseline_at = excluded.baseline_at, judged_at = excluded.judged_at
    -- A judgement that has not changed is not written again: most of a sweep writes nothing.
    where (t.maintenance_group_interval_id, t.interval_name, t.is_overdue, t.share, t.remaining,
        t.unit, t.baseline_at)
      is distinct from (excluded.maintenance_group_interval_id, excluded.interval_name,
        excluded.is_overdue, excluded.share, excluded.remaining, excluded.unit,
        excluded.baseline_at)`);
}

/** The tile's counts: overdue and due soon. */
export async function countServiceDue(db: Db, companyId: number) {
  const [row] = rowsOf<{ overdue: number; due_soon: number }>(
    await db.execute(sql`
      select count(*) filter (where is_overdue)::int as overdue,
        count(*) filter (where not is_overdue)::int as due_soon
      from asset_service_due where company_id = ${companyId}`),
  );
  return { overdue: Number(row?.overdue ?? 0), dueSoon: Number(row?.due_soon ?? 0) };
}

/** The most urgent `limit` assets: overdue first, then the more used, then by name. */
export async function findMostUrgent(db: Db, companyId: number, limit: number) {
  return rowsOf<{
    asset_id: number;
    name: string;
    interval_name: string;
    is_overdue: boolean;
    remaining: number;
    unit: 'days' | 'miles' | 'hours';
  }>(
    await db.execute(sql`
      select d.asset_id, a.custom_name as name, d.interval_name, d.is_overdue, d.remaining, d.unit
      from asset_service_due d join assets a on a.asset_id = d.asset_id
      where d.company_id = ${companyId}
      order by d.is_overdue desc, d.share desc, a.custom_name, d.asset_id
      limit ${limit}`),
  );
}
