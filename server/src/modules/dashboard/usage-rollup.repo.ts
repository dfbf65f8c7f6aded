import { sql } from 'drizzle-orm';
import { ASSET_TYPE } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { rowsOf } from '../../db/rows';

/** The roll-up's rules as numbers (usage-rollup.service.ts says why each is what it is). */
export interface RollupRules {
  /** Engine time after a fix counts at most this long (the timecard's MAX_ENGINE_GAP_MS). */
  gapSeconds: number;
  /** Above this speed a fix is moving, not idling (domain MOVING_SPEED_MPH). */
  movingMph: number;
}

/** An (asset, company day) pair whose usage row was rewritten. */
export interface TouchedDay {
  asset_id: number;
  company_id: number;
  day: string;
}

/** The newest position's id (0 with none). */
export async function findMaxPositionId(db: Db): Promise<number> {
  const [row] = rowsOf<{ max_id: string | number | null }>(
    await db.execute(sql`select max(position_id) as max_id from positions`),
  );
  return Number(row?.max_id ?? 0);
}

/** The first position of (after, upTo] received at or after `cutoff`, if any. */
export async function findFirstUnsettled(
  db: Db,
  range: { after: number; upTo: number },
  cutoff: Date,
): Promise<number | null> {
  const [row] = rowsOf<{ id: string | number | null }>(
    await db.execute(sql`select min(position_id) as id from positions
      where position_id > ${range.after} and position_id <= ${range.upTo}
        and received_at >= ${cutoff.toISOString()}::timestamptz`),
  );
  return row?.id == null ? null : Number(row.id);
}

/** The (asset, company day) pairs positions of (after, upTo] fall in, or spill into. */
export async function findMovedDays(
  db: Db,
  range: { after: number; upTo: number },
  rules: RollupRules,
): Promise<TouchedDay[]> {
  const gap = sql.raw(`interval '${rules.gapSeconds} seconds'`);
  return rowsOf<TouchedDay>(
    await db.execute(sql`
      select distinct p.asset_id, p.company_id,
        ((p.fix_time + o.shift) at time zone c.timezone)::date::text as day
      from positions p
      join companies c on c.company_id = p.company_id
      cross join (values (-${gap}), (interval '0'), (${gap})) as o(shift)
      where p.position_id > ${range.after} and p.position_id <= ${range.upTo}
        and ((p.fix_time + o.shift) at time zone c.timezone)::date
          <= (now() at time zone c.timezone)::date`),
  );
}

/**
 * Recomputes whole (asset, company day) pairs from the positions and upserts them: engine time
 * runs from a fix with ignition on to the next fix, at most `gapSeconds`, clipped to the day (a
 * last fix counts only once a later one exists, as on the timecard); idle time is the part of
 * it standing still, for vehicles only (the map's Idling; machines run, never idle); miles are great-circle legs between consecutive valid fixes of the day. The
 * result depends only on the positions, so late and repeated fixes change nothing but the day.
 */
export async function recomputeDays(db: Db, days: TouchedDay[], rules: RollupRules): Promise<void> {
  if (days.length === 0) return;
  const gap = sql.raw(`interval '${rules.gapSeconds} seconds'`);
  const pairs = sql.join(
    days.map((d) => sql`(${d.asset_id}::int, ${d.company_id}::int, ${d.day}::date)`),
    sql`, `,
  );
  const seconds = (filter: string) =>
    sql.raw(`coalesce(sum(extract(epoch from s.span_end - s.span_start))
      filter (where s.span_end > s.span_start${filter}), 0) / 3600.0`);
  await db.execute(sql`
    with pair as (
      select d.asset_id, d.company_id, d.day, a.asset_type_id,
        (d.day::timestamp at time zone c.timezone) as day_start,
        ((d.day + 1)::timestamp at time zone c.timezone) as day_end
      from (values ${pairs}) as d(asset_id, company_id, day)
      join companies c on c.company_id = d.company_id
      join assets a on a.asset_id = d.asset_id and a.company_id = d.company_id
    ),
    fix as (
      select pr.asset_id, pr.day, pr.day_start, pr.day_end, p.fix_time, p.ignition, p.valid,
        p.latitude, p.longitude,
        -- Idle as the map shows it: engine on and standing still; machines never idle.
        (pr.asset_type_id = ${ASSET_TYPE.equipment} or case when p.speed_mph is not null
          then p.speed_mph > ${rules.movingMph} else coalesce(p.is_moving, false) end) as is_busy,
        lead(p.fix_time) over w as next_time,
        lag(p.latitude) over w as prev_latitude,
        lag(p.longitude) over w as prev_longitude,
        lag(p.valid) over w as prev_valid
      from pair pr
      join positions p on p.asset_id = pr.asset_id and p.company_id = pr.company_id
        and p.fix_time >= pr.day_start - ${gap} and p.fix_time < pr.day_end
      window w as (partition by pr.asset_id, pr.day order by p.fix_time, p.position_id)
    ),
    span as (
      select f.*, greatest(f.fix_time, f.day_start) as span_start,
        case
          when f.ignition is not true then null
          when f.next_time is not null then least(f.next_time, f.fix_time + ${gap}, f.day_end)
          when exists (select 1 from positions q
            where q.asset_id = f.asset_id and q.fix_time >= f.day_end)
            then least(f.fix_time + ${gap}, f.day_end)
        end as span_end,
        case when f.fix_time >= f.day_start and f.valid and f.prev_valid then
          7917.6 * asin(least(1, sqrt(
            power(sin(radians(f.latitude - f.prev_latitude) / 2), 2)
            + cos(radians(f.prev_latitude)) * cos(radians(f.latitude))
              * power(sin(radians(f.longitude - f.prev_longitude) / 2), 2))))
        end as leg_miles
      from fix f
    ),
    usage as (
      select pr.asset_id, pr.company_id, pr.day,
        ${seconds('')} as engine_hours,
        ${seconds(' and not s.is_busy')} as idle_hours,
        coalesce(sum(s.leg_miles), 0) as miles
      from pair pr
      left join span s on s.asset_id = pr.asset_id and s.day = pr.day
      group by pr.asset_id, pr.company_id, pr.day
    )
    insert into asset_daily_usage as u (asset_id, company_id, day, engine_hours, idle_hours,
      miles, updated_at)
    select asset_id, company_id, day, round(engine_hours::numeric, 2),
      round(idle_hours::numeric, 2), round(miles::numeric, 2), now()
    from usage
    on conflict (asset_id, day) do update set engine_hours = excluded.engine_hours,
      idle_hours = excluded.idle_hours, miles = excluded.miles, updated_at = excluded.updated_at`);
}

/**
 * Rewrites the company's class-and-branch sums of these days from the daily rows of its assets
 * in service (the class and branch each has now), dropping groups that no longer have any.
 */
export async function rewriteDayGroups(db: Db, companyId: number, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const dayList = sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );
  await db.execute(sql`
    with fresh as (
      select u.day, coalesce(a.equipment_class_id, 0) as class_id,
        coalesce(a.inventory_branch_id, 0) as branch_id,
        sum(u.engine_hours)::float8 as engine_hours, sum(u.idle_hours)::float8 as idle_hours
      from asset_daily_usage u
      join assets a on a.asset_id = u.asset_id
      where u.company_id = ${companyId} and u.day in (${dayList}) and ${assetAliasInService}
      group by 1, 2, 3
    ),
    written as (
      insert into usage_daily_groups (company_id, day, equipment_class_id, branch_id,
        engine_hours, idle_hours, updated_at)
      select ${companyId}, day, class_id, branch_id, engine_hours, idle_hours, now() from fresh
      on conflict (company_id, day, equipment_class_id, branch_id) do update set
        engine_hours = excluded.engine_hours, idle_hours = excluded.idle_hours,
        updated_at = excluded.updated_at
      returning 1
    )
    delete from usage_daily_groups g
    where g.company_id = ${companyId} and g.day in (${dayList})
      and not exists (select 1 from fresh f where f.day = g.day
        and f.class_id = g.equipment_class_id and f.branch_id = g.branch_id)`);
}

/** Every day the company has usage for (a rebuild rewrites all their groups). */
export async function listUsageDays(db: Db, companyId: number): Promise<string[]> {
  return rowsOf<{ day: string }>(
    await db.execute(sql`select distinct day::text as day from asset_daily_usage
      where company_id = ${companyId} order by 1`),
  ).map((row) => row.day);
}

/**
 * Rewrites the 7- and 30-day windows ending `endDay` of the company's assets (all of them, or
 * these): one pass over 30 days of daily rows. Assets without usage in the window get none.
 */
export async function rewriteWindows(
  db: Db,
  companyId: number,
  endDay: string,
  assetIds: number[] | 'all',
): Promise<void> {
  if (assetIds !== 'all' && assetIds.length === 0) return;
  const only =
    assetIds === 'all'
      ? sql`true`
      : sql`asset_id in (${sql.join(
          assetIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const end = sql`${endDay}::date`;
  await db.execute(sql`delete from asset_usage_windows
    where company_id = ${companyId} and ${only}`);
  await db.execute(sql`
    insert into asset_usage_windows (asset_id, window_days, company_id, end_day, engine_hours,
      idle_hours)
    select u.asset_id, w.days, ${companyId}, ${end},
      sum(u.engine_hours) filter (where u.day > ${end} - w.days)::float8,
      sum(u.idle_hours) filter (where u.day > ${end} - w.days)::float8
    from asset_daily_usage u
    cross join (values (7), (30)) as w(days)
    where u.company_id = ${companyId} and u.day > ${end} - 30 and u.day <= ${end} and ${only}
    group by u.asset_id, w.days
    having count(*) filter (where u.day > ${end} - w.days) > 0
    on conflict (asset_id, window_days) do update set end_day = excluded.end_day,
      engine_hours = excluded.engine_hours, idle_hours = excluded.idle_hours`);
}

/**
 * Companies whose windows do not end on their today (their day turned, or never written),
 * among those with usage in their last 30 days, with that today.
 */
export async function findStaleWindowCompanies(
  db: Db,
): Promise<Array<{ company_id: number; today: string }>> {
  return rowsOf<{ company_id: number; today: string }>(
    await db.execute(sql`
      select c.company_id, t.today::text as today
      from companies c
      cross join lateral (select (now() at time zone c.timezone)::date as today) t
      where exists (select 1 from asset_daily_usage u
          where u.company_id = c.company_id and u.day > t.today - 30 and u.day <= t.today)
        and coalesce((select max(w.end_day) from asset_usage_windows w
          where w.company_id = c.company_id), '1900-01-01'::date) <> t.today`),
  );
}

/** The company's today, in its time zone. */
export async function findCompanyToday(db: Db, companyId: number): Promise<string | null> {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`select (now() at time zone timezone)::date::text as today
      from companies where company_id = ${companyId}`),
  );
  return row?.today ?? null;
}

export async function readWatermark(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`select position_id as id from usage_rollup_state where id = 1`),
  );
  return row ? Number(row.id) : 0;
}

/** Moves the watermark forward only: instances writing at once never move it back. */
export async function writeWatermark(db: Db, positionId: number): Promise<void> {
  await db.execute(sql`
    insert into usage_rollup_state (id, position_id, updated_at) values (1, ${positionId}, now())
    on conflict (id) do update set
      position_id = greatest(usage_rollup_state.position_id, excluded.position_id),
      updated_at = now()`);
}
