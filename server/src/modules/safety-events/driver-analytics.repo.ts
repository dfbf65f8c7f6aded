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
 * analytics"): the daily miles (asset_daily_usage) of every asset they were assigned to, on
 * each company day any part of the assignment covered. Usage is kept per day, not per hour,
 * so a day two drivers shared counts for both; an asset-day counts once per driver however
 * many of their assignments it holds.
 */
export async function sumOperatorMiles(
  db: Db,
  companyId: number,
  timeZone: string,
  days: TwoWindowDays,
) {
  return rowsOf<{ operator_id: number; miles: number; previous_miles: number }>(
    await db.execute(sql`
      select d.operator_id,
        coalesce(sum(d.miles) filter (where d.day >= ${days.split}::date), 0)::float8 as miles,
        coalesce(sum(d.miles) filter (where d.day < ${days.split}::date), 0)::float8
          as previous_miles
      from (
        select distinct oa.operator_id, u.asset_id, u.day, u.miles
        from asset_daily_usage u
        join operator_assignments oa
          on oa.asset_id = u.asset_id and oa.company_id = u.company_id
        where u.company_id = ${companyId}
          and u.day between ${days.first}::date and ${days.last}::date
          and oa.date_assigned < ((u.day + 1)::timestamp at time zone ${timeZone})
          and (oa.date_unassigned is null
            or oa.date_unassigned > (u.day::timestamp at time zone ${timeZone}))
      ) d
      group by d.operator_id`),
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
