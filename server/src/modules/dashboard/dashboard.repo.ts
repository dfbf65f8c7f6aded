import { sql } from 'drizzle-orm';
import { ASSET_TYPE, type DashboardStatusKey } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { rowsOf } from '../../db/rows';

/**
 * The display status of asset `a` with status row `s` (domain trackerDisplayStatus): the status's
 * part is the generated column `display_facts` (db/schema/status-columns.ts); the asset's type
 * and Bluetooth flag finish it. No status row reads as an empty status: off.
 */
const displayStatus = sql.raw(`case
  when a.tracker_id is null then 'no_tracker'
  when s.display_facts = 1 then 'manual_location'
  when s.display_facts = 2 then 'not_communicating'
  when s.display_facts = 3 then 'being_hauled'
  when s.display_facts = 4 and a.asset_type_id <> ${ASSET_TYPE.equipment} then 'idling'
  when s.display_facts = 5 and a.asset_type_id <> ${ASSET_TYPE.equipment} then 'driving'
  when s.display_facts in (4, 5, 6) then 'running'
  when a.is_ble_node then 'bluetooth_node'
  else 'off' end`);

/** The company's assets in service by display status: one scan, no JSON read. */
export async function countByDisplayStatus(db: Db, companyId: number) {
  return rowsOf<{ status: DashboardStatusKey; count: number }>(
    await db.execute(sql`
      select ${displayStatus} as status, count(*)::int as count
      from assets a left join asset_statuses s on s.asset_id = a.asset_id
      where a.company_id = ${companyId} and ${assetAliasInService}
      group by 1`),
  );
}

/** The same rule per asset (tests hold it against the domain function). */
export async function findDisplayStatuses(db: Db, companyId: number) {
  return rowsOf<{ asset_id: number; status: DashboardStatusKey }>(
    await db.execute(sql`
      select a.asset_id, ${displayStatus} as status
      from assets a left join asset_statuses s on s.asset_id = a.asset_id
      where a.company_id = ${companyId} and ${assetAliasInService}`),
  );
}

/** How many assets in service each (class, branch) pair has, with names. */
export async function countAssetsByClassAndBranch(db: Db, companyId: number) {
  return rowsOf<{
    class_id: number | null;
    class_name: string | null;
    branch_id: number | null;
    branch_name: string | null;
    assets: number;
  }>(
    await db.execute(sql`
      select g.class_id, ec.name as class_name, g.branch_id, b.name as branch_name, g.assets
      from (
        select a.equipment_class_id as class_id, a.inventory_branch_id as branch_id,
          count(*)::int as assets
        from assets a
        where a.company_id = ${companyId} and ${assetAliasInService}
        group by 1, 2
      ) g
      left join equipment_classes ec on ec.equipment_class_id = g.class_id
      left join branches b on b.branch_id = g.branch_id`),
  );
}

/** The company's usage in [start, end] (company days) by (class, branch); 0 means none. */
export async function sumUsageByGroup(db: Db, companyId: number, start: string, end: string) {
  return rowsOf<{
    class_id: number;
    class_name: string | null;
    branch_id: number;
    branch_name: string | null;
    engine_hours: number;
    idle_hours: number;
  }>(
    await db.execute(sql`
      select g.class_id, ec.name as class_name, g.branch_id, b.name as branch_name,
        g.engine_hours, g.idle_hours
      from (
        select equipment_class_id as class_id, branch_id,
          sum(engine_hours)::float8 as engine_hours, sum(idle_hours)::float8 as idle_hours
        from usage_daily_groups
        where company_id = ${companyId} and day >= ${start}::date and day <= ${end}::date
        group by 1, 2
      ) g
      left join equipment_classes ec on ec.equipment_class_id = g.class_id
        and ec.company_id = ${companyId}
      left join branches b on b.branch_id = g.branch_id and b.company_id = ${companyId}`),
  );
}

/** The company's engine and idle hours per company day in [start, end] (days with usage). */
export async function sumUsageByDay(db: Db, companyId: number, start: string, end: string) {
  return rowsOf<{ day: string; engine_hours: number; idle_hours: number }>(
    await db.execute(sql`
      select day::text as day, sum(engine_hours)::float8 as engine_hours,
        sum(idle_hours)::float8 as idle_hours
      from usage_daily_groups
      where company_id = ${companyId} and day >= ${start}::date and day <= ${end}::date
      group by day`),
  );
}

/**
 * The assets in service that idled longest in the window ending `end`, from the newest windows
 * written up to that day (just after midnight, until the roll-up's next run: yesterday's).
 */
export async function findTopIdleAssets(
  db: Db,
  companyId: number,
  window: { days: number; end: string; limit: number },
) {
  return rowsOf<{ asset_id: number; name: string; hours: number }>(
    await db.execute(sql`
      select w.asset_id, a.custom_name as name, w.idle_hours as hours
      from asset_usage_windows w
      join assets a on a.asset_id = w.asset_id
      where w.company_id = ${companyId} and w.window_days = ${window.days}
        and w.end_day = (select max(end_day) from asset_usage_windows
          where company_id = ${companyId} and window_days = ${window.days}
            and end_day <= ${window.end}::date)
        and w.idle_hours > 0 and ${assetAliasInService}
      order by w.idle_hours desc, w.asset_id
      limit ${window.limit}`),
  );
}

/**
 * Tracked assets in service whose newest fix is older than `before` or missing: the first
 * `limit` of them, never-reported first, then silent longest; each row carries the counts.
 */
export async function findNotReporting(db: Db, companyId: number, before: Date, limit: number) {
  return rowsOf<{
    asset_id: number;
    name: string;
    last_fix_time: string | Date | null;
    total: number;
    never: number;
  }>(
    await db.execute(sql`
      select a.asset_id, a.custom_name as name, s.last_fix_time,
        count(*) over ()::int as total,
        (count(*) filter (where s.last_fix_time is null) over ())::int as never
      from assets a left join asset_statuses s on s.asset_id = a.asset_id
      where a.company_id = ${companyId} and ${assetAliasInService}
        and a.tracker_id is not null
        and (s.last_fix_time is null or s.last_fix_time < ${before.toISOString()}::timestamptz)
      order by s.last_fix_time asc nulls first, a.asset_id
      limit ${limit}`),
  );
}
