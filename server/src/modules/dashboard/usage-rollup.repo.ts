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

/** A day positions of a step fall in, and the earliest of them (is any behind the day's tail?). */
export interface MovedDay extends TouchedDay {
  first_fix: string;
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

/**
 * The (asset, company day) pairs positions of (after, upTo] change: the days they fall in; the
 * next day when a fix is within the gap of midnight (its engine time spills over, and it is in
 * that day's reading); and the day of each asset's fix just before its earliest here, since that
 * day's newest fix counts its engine time only once a later fix exists, however much later.
 * With each, the earliest of the step's fixes the day reads (the previous fix's day gets the
 * later fix's time: nothing of the step lies inside that day).
 */
export async function findMovedDays(
  db: Db,
  range: { after: number; upTo: number },
  rules: RollupRules,
): Promise<MovedDay[]> {
  const gap = sql.raw(`interval '${rules.gapSeconds} seconds'`);
  return rowsOf<MovedDay>(
    await db.execute(sql`
      with step as (
        select p.asset_id, p.company_id, p.fix_time from positions p
        where p.position_id > ${range.after} and p.position_id <= ${range.upTo}
      ),
      moved as (
        select s.asset_id, s.company_id, s.fix_time + o.shift as at, s.fix_time
        from step s
        cross join (values (interval '0'), (${gap})) as o(shift)
        union all
        -- By asset, not company (+ 0): see rollUpDays.
        select f.asset_id, f.company_id, before.fix_time, f.first_fix
        from (select asset_id, company_id, min(fix_time) as first_fix from step group by 1, 2) f
        cross join lateral (select q.fix_time from positions q
          where q.asset_id = f.asset_id and q.company_id + 0 = f.company_id
            and q.fix_time < f.first_fix
          order by q.fix_time desc limit 1) before
      )
      select m.asset_id, m.company_id, (m.at at time zone c.timezone)::date::text as day,
        min(m.fix_time)::text as first_fix
      from moved m
      join companies c on c.company_id = m.company_id
      where (m.at at time zone c.timezone)::date <= (now() at time zone c.timezone)::date
      group by 1, 2, 3`),
  );
}

/**
 * Brings (asset, company day) pairs up to date from the positions and upserts them: engine time runs
 * from a fix with ignition on to the next fix, at most `gapSeconds`, clipped to the day (a last
 * fix counts only once a later one exists, as on the timecard); idle time is the part of it
 * standing still, for vehicles only (the map's Idling; machines run, never idle); miles are
 * great-circle legs between consecutive valid fixes of the day.
 *
 * The row keeps the day's running state: the unrounded sums of every fix before its newest (the
 * tail, whose span waits for the next fix) and how many fixes that was. A run extends the state
 * with the fixes after the tail, so a live day costs the fixes since the last run, not the whole
 * day. It reads the day whole instead when there is no state, the company's day moved (a new
 * time zone), or a fix arrived behind the tail: a step's earliest fix for the day (`first_fix`)
 * is at or before the tail and the day now holds more fixes up to the tail than the state
 * counted. Only the stretch since the last extension's start is counted when the step's fixes
 * all come after it (a fix no run has read yet is in its step, so not before the step's
 * earliest); the whole day up to the tail otherwise. Either way the result depends only on the
 * positions, so late and repeated fixes change nothing but the day
 * (server/test/usage-rollup-incremental.test.ts checks one against the other).
 * `whole` forces the whole read (the benchmark's yardstick, the property test). Several days a
 * statement: planning one costs PGlite about 7 ms, more than extending a day.
 *
 * Positions are found by asset and fix time, never by company (`company_id + 0` is checked, not
 * searched): without fresh statistics, which PGlite never gathers, the planner preferred the
 * company's index and read every asset's fixes of the day to keep one asset's (200 times the
 * rows for 200 assets; measured 13.7 ms against 0.7 ms for a day's count).
 */
export async function rollUpDays(
  db: Db,
  days: Array<TouchedDay & { first_fix?: string }>,
  rules: RollupRules,
  options: { whole?: boolean } = {},
): Promise<void> {
  if (days.length === 0) return;
  const gap = sql.raw(`interval '${rules.gapSeconds} seconds'`);
  const seconds = sql.raw(`extract(epoch from s.span_end - s.span_start)`);
  const pairs = sql.join(
    days.map(
      (d) =>
        sql`(${d.asset_id}::int, ${d.company_id}::int, ${d.day}::date, ${d.first_fix ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with pair as (
      select d.asset_id, d.company_id, d.day, d.first_fix, a.asset_type_id,
        (d.day::timestamp at time zone c.timezone) as day_start,
        ((d.day + 1)::timestamp at time zone c.timezone) as day_end
      from (values ${pairs}) as d(asset_id, company_id, day, first_fix)
      join companies c on c.company_id = d.company_id
      join assets a on a.asset_id = d.asset_id and a.company_id = d.company_id
    ),
    kept as (
      select u.asset_id, u.day, u.tail_fix_time, u.tail_position_id, u.fixes_through_tail,
        u.closed_engine_seconds, u.closed_idle_seconds, u.miles_so_far
      from pair pr
      join asset_daily_usage u on u.asset_id = pr.asset_id and u.day = pr.day
      cross join lateral (select
        case when pr.first_fix > u.recent_from then u.recent_from
          else pr.day_start - ${gap} - interval '1 microsecond' end as counted_after,
        case when pr.first_fix > u.recent_from then u.recent_fixes
          else u.fixes_through_tail end as counted) c
      where ${options.whole ? sql`false` : sql`true`}
        and u.tail_fix_time is not null and u.day_start_at = pr.day_start
        and (
          -- Nothing of the step lies before the tail: nothing to check.
          pr.first_fix > u.tail_fix_time
          -- Else the fixes now up to the tail, counted after a point, must be those the state
          -- counted after it: the last extension's start when all the step's fixes come after
          -- it (a fix no run has read would be there), else the day's start.
          or (select count(*) from positions q
            where q.asset_id = pr.asset_id and q.company_id + 0 = pr.company_id
              and q.fix_time > c.counted_after and q.fix_time <= u.tail_fix_time
              and (q.fix_time < u.tail_fix_time or q.position_id <= u.tail_position_id))
            = c.counted)
    ),
    fix as (
      select pr.asset_id, pr.day, pr.day_start, pr.day_end, p.fix_time, p.position_id,
        p.ignition, p.valid, p.latitude, p.longitude,
        -- Idle as the map shows it: engine on and standing still; machines never idle.
        (pr.asset_type_id = ${ASSET_TYPE.equipment} or case when p.speed_mph is not null
          then p.speed_mph > ${rules.movingMph} else coalesce(p.is_moving, false) end) as is_busy,
        lead(p.fix_time) over w as next_time,
        lag(p.latitude) over w as prev_latitude,
        lag(p.longitude) over w as prev_longitude,
        lag(p.valid) over w as prev_valid
      from pair pr
      left join kept k on k.asset_id = pr.asset_id and k.day = pr.day
      -- Lateral: each pair's fixes through the index, whatever the planner guesses of a join.
      cross join lateral (select * from positions p
        where p.asset_id = pr.asset_id and p.company_id + 0 = pr.company_id
          -- Extending: the tail (its span now ends) and what came after it, found by the index
          -- from the tail on. The tail's own leg is counted already; first, it has none here.
          and p.fix_time >= coalesce(k.tail_fix_time, pr.day_start - ${gap})
          and p.fix_time < pr.day_end
          and (p.fix_time > k.tail_fix_time or p.position_id >= k.tail_position_id
            or k.asset_id is null)) p
      window w as (partition by pr.asset_id, pr.day order by p.fix_time, p.position_id)
    ),
    -- Materialized: inlined, the planner ran it again for each pair it joined (16 days a
    -- statement read whole took 4 times as long as one day a statement).
    span as materialized (
      select f.*, f.next_time is null as is_tail,
        greatest(f.fix_time, f.day_start) as span_start,
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
      select pr.asset_id, pr.company_id, pr.day, pr.day_start,
        coalesce(k.closed_engine_seconds, 0) + coalesce(sum(${seconds})
          filter (where s.span_end > s.span_start and not s.is_tail), 0) as closed_engine,
        coalesce(k.closed_idle_seconds, 0) + coalesce(sum(${seconds})
          filter (where s.span_end > s.span_start and not s.is_tail and not s.is_busy), 0)
          as closed_idle,
        -- The tail's span counts once the day is over (a later fix exists), not in the state.
        coalesce(sum(${seconds}) filter (where s.span_end > s.span_start and s.is_tail), 0)
          as tail_engine,
        coalesce(sum(${seconds})
          filter (where s.span_end > s.span_start and s.is_tail and not s.is_busy), 0)
          as tail_idle,
        coalesce(k.miles_so_far, 0) + coalesce(sum(s.leg_miles), 0) as miles,
        max(s.fix_time) filter (where s.is_tail) as tail_fix_time,
        max(s.position_id) filter (where s.is_tail) as tail_position_id,
        coalesce(k.fixes_through_tail - 1, 0) + count(s.fix_time) as fixes,
        k.tail_fix_time as recent_from,
        count(s.fix_time) filter (where s.fix_time > k.tail_fix_time) as recent_fixes
      from pair pr
      left join kept k on k.asset_id = pr.asset_id and k.day = pr.day
      left join span s on s.asset_id = pr.asset_id and s.day = pr.day
      group by pr.asset_id, pr.company_id, pr.day, pr.day_start, k.closed_engine_seconds,
        k.closed_idle_seconds, k.miles_so_far, k.fixes_through_tail, k.tail_fix_time
    )
    insert into asset_daily_usage as u (asset_id, company_id, day, engine_hours, idle_hours,
      miles, updated_at, day_start_at, tail_fix_time, tail_position_id, fixes_through_tail,
      recent_from, recent_fixes, closed_engine_seconds, closed_idle_seconds, miles_so_far)
    select asset_id, company_id, day, round((closed_engine + tail_engine) / 3600.0, 2),
      round((closed_idle + tail_idle) / 3600.0, 2), round(miles::numeric, 2), now(), day_start,
      tail_fix_time, tail_position_id, fixes, recent_from,
      case when recent_from is null then null else recent_fixes end, closed_engine, closed_idle,
      miles
    from usage
    on conflict (asset_id, day) do update set engine_hours = excluded.engine_hours,
      idle_hours = excluded.idle_hours, miles = excluded.miles, updated_at = excluded.updated_at,
      day_start_at = excluded.day_start_at, tail_fix_time = excluded.tail_fix_time,
      tail_position_id = excluded.tail_position_id,
      fixes_through_tail = excluded.fixes_through_tail, recent_from = excluded.recent_from,
      recent_fixes = excluded.recent_fixes,
      closed_engine_seconds = excluded.closed_engine_seconds,
      closed_idle_seconds = excluded.closed_idle_seconds, miles_so_far = excluded.miles_so_far
    -- Two instances rolling one day: the one that saw fewer fixes (an older snapshot) does not
    -- write over the other. A day's fixes only grow, so more fixes is the newer reading.
    where u.fixes_through_tail is null or u.day_start_at is distinct from excluded.day_start_at
      or excluded.fixes_through_tail >= u.fixes_through_tail`);
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
