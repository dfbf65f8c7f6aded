import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The company's over-speed limit (company preferences; 70 mph until set). */
export async function overSpeedThreshold(db: Db, companyId: number): Promise<number> {
  const result = await db.execute(
    sql`select over_speed_threshold_mph as mph from company_preferences where company_id = ${companyId}`,
  );
  return rowsOf<{ mph: number }>(result)[0]?.mph ?? 70;
}

/**
 * Other assets of the company that reported near a point around a time: candidates for the
 * truck that hauled a machine, or the machines a truck hauled.
 */
export async function assetsNear(
  db: Db,
  companyId: number,
  exceptAssetId: number,
  at: { latitude: number; longitude: number; timestamp: number },
  radiusDegrees: number,
  windowMs: number,
): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct asset_id from positions
    where company_id = ${companyId} and asset_id <> ${exceptAssetId}
      and fix_time between ${new Date(at.timestamp - windowMs).toISOString()}::timestamptz
        and ${new Date(at.timestamp + windowMs).toISOString()}::timestamptz
      and latitude between ${at.latitude - radiusDegrees} and ${at.latitude + radiusDegrees}
      and longitude between ${at.longitude - radiusDegrees} and ${at.longitude + radiusDegrees}
    limit 10`);
  return rowsOf<{ asset_id: number }>(result).map((row) => row.asset_id);
}
