import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** How many positions a tracker has stored at one fix time (0 or 1: fixes are deduplicated). */
export async function countStoredFixes(db: Db, serial: string, fixTimeMs: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from positions p join trackers k on k.tracker_id = p.tracker_id
    where k.device_serial = ${serial}
      and p.fix_time = ${new Date(fixTimeMs).toISOString()}::timestamptz`);
  return (result as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}
