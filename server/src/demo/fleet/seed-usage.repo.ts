import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Plausible working days per class: engine hours on a weekday, idle share, miles per hour. */
export interface ClassUsage {
  className: string;
  hours: number;
  idleShare: number;
  mph: number;
}

/**
 * Daily usage of the company's tracked assets for the `days` company days before today, written
 * by the database (generate_series): each asset-day varies by a hash of its ids, one in seven is
 * a day off, weekends work a little. Assets of classes not listed, and `exceptNames`, get none.
 */
export async function insertUsageHistory(
  db: Db,
  companyId: number,
  options: { days: number; classes: ClassUsage[]; exceptNames: string[] },
): Promise<void> {
  const kinds = sql.join(
    options.classes.map(
      (k) => sql`(${k.className}, ${k.hours}::float8, ${k.idleShare}::float8, ${k.mph}::float8)`,
    ),
    sql`, `,
  );
  const except =
    options.exceptNames.length === 0
      ? sql`true`
      : sql`a.custom_name not in (${sql.join(
          options.exceptNames.map((name) => sql`${name}`),
          sql`, `,
        )})`;
  await db.execute(sql`
    insert into asset_daily_usage (asset_id, company_id, day, engine_hours, idle_hours, miles)
    select a.asset_id, a.company_id, d.day, round(h.engine::numeric, 2),
      round((h.engine * k.idle_share)::numeric, 2), round((h.engine * k.mph)::numeric, 2)
    from assets a
    join companies c on c.company_id = a.company_id
    join equipment_classes ec on ec.equipment_class_id = a.equipment_class_id
    join (values ${kinds}) as k(class_name, hours, idle_share, mph) on k.class_name = ec.name
    cross join generate_series(1, ${options.days}) g
    cross join lateral (select (now() at time zone c.timezone)::date - g as day) d
    cross join lateral (select abs(hashtext(a.asset_id || ':' || d.day)) % 1000 / 1000.0 as r) x
    cross join lateral (select case when x.r < 0.14 then 0
      else k.hours * (0.5 + x.r) * (case when extract(isodow from d.day) >= 6 then 0.15 else 1 end)
      end as engine) h
    where a.company_id = ${companyId} and a.tracker_id is not null and ${except}
    on conflict (asset_id, day) do nothing`);
}

/** The demo company: the one whose admin signs in as admin@demo.test. */
export async function findDemoCompanyId(db: Db): Promise<number | undefined> {
  const [row] = rowsOf<{ company_id: number }>(
    await db.execute(sql`select company_id from users where email = 'admin@demo.test'`),
  );
  return row?.company_id;
}
