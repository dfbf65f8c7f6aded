import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Point } from './geo';

/** Where every tracker was last seen, so a restarted simulator carries on from there. */
export async function lastKnownPositions(db: Db): Promise<Map<string, Point>> {
  const result = await db.execute(sql`
    select t.device_serial,
      (s.status->'location'->>'latitude')::float8 as latitude,
      (s.status->'location'->>'longitude')::float8 as longitude
    from asset_statuses s
    join assets a on a.asset_id = s.asset_id
    join trackers t on t.tracker_id = a.tracker_id
    where s.status->'location' is not null and jsonb_typeof(s.status->'location') = 'object'`);
  const rows = (
    result as {
      rows: Array<{ device_serial: string; latitude: number; longitude: number }>;
    }
  ).rows;
  return new Map(
    rows.map((r) => [r.device_serial, { latitude: r.latitude, longitude: r.longitude }]),
  );
}
