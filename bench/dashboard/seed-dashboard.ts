import { sql } from 'drizzle-orm';
import { emptyStoredStatus } from '@fleet/domain';
import type { Db } from '../../server/src/db/client';

const DAYS = 365;

/** A status as the ingest writes it, telemetry and place filled, about 1.8 kB of JSON. */
function statusTemplate(): string {
  const status = emptyStoredStatus(0);
  const now = new Date().toISOString();
  Object.assign(status, {
    location_source: 1,
    street: '123 Main Street',
    city: 'Springfield',
    state: { abbreviation: 'IL' },
    zip_code: '62701',
    location: { latitude: 39.8, longitude: -89.6 },
    last_checkin_timestamp: now,
    last_location_timestamp: now,
    geofences: [{ geofence_id: 1, name: 'Yard' }],
  });
  for (const key of Object.keys(status.telemetry)) {
    Object.assign(status.telemetry, { [key]: key.endsWith('timestamp') ? now : 12.34 });
  }
  return JSON.stringify(status);
}

/**
 * What the dashboard reads for a large fleet, written by the database itself: a tracker and a
 * status for every asset (a mix of every display status; one in a hundred silent for days), a
 * service group over all of them with records for one in four, and a year of daily usage for
 * every asset (36.5 million rows). A year of raw positions for 100,000 assets (billions of
 * fixes) cannot be generated on this machine, so the roll-up's input is not part of the run.
 * `usageDays` 0 leaves the usage out, for runs that measure tiles that do not read it.
 */
export async function seedDashboard(
  db: Db,
  companyId: number,
  log: (line: string) => void,
  { usageDays = DAYS }: { usageDays?: number } = {},
): Promise<void> {
  const c = sql.raw(String(companyId));
  log('trackers and statuses');
  await db.execute(sql`insert into trackers (company_id, device_serial)
    select ${c}, 'DASH-' || asset_id from assets where company_id = ${c}`);
  await db.execute(sql`update assets a set tracker_id = t.tracker_id from trackers t
    where a.company_id = ${c} and t.device_serial = 'DASH-' || a.asset_id
      and a.asset_id % 40 <> 0`);
  await db.execute(sql`insert into asset_statuses (asset_id, company_id, status, last_fix_time)
    select asset_id, ${c}, ${statusTemplate()}::jsonb || jsonb_build_object(
        'asset_id', asset_id,
        'location_source', case when asset_id % 50 = 0 then 2 else 1 end,
        'engine_active', asset_id % 3 = 0,
        'speed', asset_id % 7,
        'is_being_hauled', asset_id % 97 = 0,
        'start_idle_timestamp', case when asset_id % 5 = 0 then now()::text end,
        'odometer', (asset_id % 1000) * 50,
        'hours', (asset_id % 700)),
      now() - (case when asset_id % 100 = 0 then 200 else asset_id % 20 end) * interval '1 hour'
    from assets where company_id = ${c} and tracker_id is not null`);
  log('service group and records');
  await db.execute(sql`insert into maintenance_groups (company_id, name) values (${c}, 'All')`);
  await db.execute(sql`insert into maintenance_group_intervals (company_id, maintenance_group_id,
      name, miles, engine_hours, time_days)
    select ${c}, maintenance_group_id, v.name, v.miles, v.hours, v.days
    from maintenance_groups, (values ('Oil', 40000::float8, null::float8, null::int),
      ('Hydraulics', null, 600, null), ('Annual', null, null, 365)) as v(name, miles, hours, days)
    where company_id = ${c}`);
  await db.execute(sql`update assets set maintenance_group_id =
    (select min(maintenance_group_id) from maintenance_groups where company_id = ${c})
    where company_id = ${c}`);
  await db.execute(sql`insert into asset_service_records (company_id, asset_id,
      maintenance_group_interval_id, performed_at, odometer_miles, engine_hours)
    select ${c}, a.asset_id, i.maintenance_group_interval_id, now() - interval '90 days',
      (a.asset_id % 1000) * 40, a.asset_id % 500
    from assets a cross join maintenance_group_intervals i
    where a.company_id = ${c} and i.company_id = ${c} and a.asset_id % 4 = 0`);
  for (let month = 0; month < 12; month += 1) {
    const from = month * 31;
    const to = Math.min(from + 30, usageDays - 1);
    if (from > to) break;
    log(`usage: days ${from + 1}–${to + 1} of ${usageDays} before today`);
    await db.execute(sql`insert into asset_daily_usage (asset_id, company_id, day, engine_hours,
        idle_hours, miles)
      select a.asset_id, ${c}, current_date - g, round((((a.asset_id * 7 + g * 13) % 90) / 10.0), 2),
        round((((a.asset_id * 3 + g * 5) % 25) / 10.0), 2), (a.asset_id + g) % 120
      from assets a cross join generate_series(${from}::int, ${to}::int) g
      where a.company_id = ${c}`);
  }
  log('analyze');
  await db.execute(sql`analyze`);
}
