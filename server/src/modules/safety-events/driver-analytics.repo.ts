import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { operators } from '../../db/schema/index';

/** The window and the one before it, as company days: `split` is the window's first day. */
export interface TwoWindowDays {
  first: string;
  split: string;
  /** The window's last day, included. */
  last: string;
}

/** The same as instants: `split` starts the window, `end` (excluded) ends it. */
export interface TwoWindowInstants {
  start: Date;
  split: Date;
  end: Date;
}

/**
 * Miles each driver drove in the window and in the one before (docs/CAMERAS.md "Driver
 * analytics"). Usage is kept per asset and company day (asset_daily_usage), so each asset-day's
 * miles are shared among the drivers assigned to the asset that day, by the part of the day each
 * one's assignments covered (a day runs from its midnight to the next, today only up to `now`):
 * a driver who had the truck alone that day gets all its miles, whatever hours the assignment
 * named, and two who shared it split them. Usage cannot tell when in the day the truck moved, so
 * time nobody was assigned is not held against the assigned; a day nobody had counts for nobody.
 * Should stored assignments overlap (the rules never make them), the shares still add up to the
 * day's miles, never more.
 */
export async function sumOperatorMiles(
  db: Db,
  companyId: number,
  timeZone: string,
  days: TwoWindowDays,
  now: Date,
) {
  return rowsOf<{ operator_id: number; miles: number; previous_miles: number }>(
    await db.execute(sql`
      with asset_day as (
        select u.asset_id, u.day, u.miles::float8 as miles,
          (u.day::timestamp at time zone ${timeZone}) as day_start,
          least((u.day + 1)::timestamp at time zone ${timeZone}, ${now.toISOString()}::timestamptz)
            as day_end
        from asset_daily_usage u
        where u.company_id = ${companyId} and u.miles > 0
          and u.day between ${days.first}::date and ${days.last}::date
      ),
      covered as (
        select oa.operator_id, d.asset_id, d.day, d.miles,
          -- least and greatest skip nulls: an open assignment runs to the day's end.
          extract(epoch from least(oa.date_unassigned, d.day_end)
            - greatest(oa.date_assigned, d.day_start)) as seconds
        from asset_day d
        join operator_assignments oa
          on oa.company_id = ${companyId} and oa.asset_id = d.asset_id
          and oa.date_assigned < d.day_end
          and (oa.date_unassigned is null or oa.date_unassigned > d.day_start)
        where d.day_end > d.day_start
      ),
      shared as (
        select operator_id, day, miles * seconds
          / sum(seconds) over (partition by asset_id, day) as miles
        from covered
      )
      select operator_id,
        coalesce(sum(miles) filter (where day >= ${days.split}::date), 0)::float8 as miles,
        coalesce(sum(miles) filter (where day < ${days.split}::date), 0)::float8
          as previous_miles
      from shared
      group by operator_id`),
  );
}

/** Each driver's events by type in the window (and how many uncoached), and in the one before. */
export async function countOperatorEvents(db: Db, companyId: number, at: TwoWindowInstants) {
  const split = at.split.toISOString();
  return rowsOf<{
    operator_id: number;
    incident_type_id: number;
    events: number;
    previous_events: number;
    uncoached: number;
  }>(
    await db.execute(sql`
      select operator_id, incident_type_id,
        count(*) filter (where occurred_at >= ${split}::timestamptz)::int as events,
        count(*) filter (where occurred_at < ${split}::timestamptz)::int as previous_events,
        count(*) filter (where occurred_at >= ${split}::timestamptz and coached_at is null)::int
          as uncoached
      from safety_events
      where company_id = ${companyId} and operator_id is not null
        and occurred_at >= ${at.start.toISOString()}::timestamptz
        and occurred_at < ${at.end.toISOString()}::timestamptz
      group by operator_id, incident_type_id`),
  );
}

/** Of these operators, the company's, with their names (deleted ones too: they drove). */
export async function findOperatorNames(db: Db, companyId: number, operatorIds: number[]) {
  if (operatorIds.length === 0) return [];
  return db
    .select({
      operatorId: operators.operatorId,
      firstName: operators.firstName,
      lastName: operators.lastName,
    })
    .from(operators)
    .where(and(eq(operators.companyId, companyId), inArray(operators.operatorId, operatorIds)));
}
