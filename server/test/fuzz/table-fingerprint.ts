import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * Tables a refused request may legitimately write, or that change without any request:
 * sign-in bookkeeping (a refused sign-in is counted on purpose); on PGlite, the statuses and
 * their watermark, which the status store writes behind on a timer; what the service-due
 * sweep judges on its own every minute and after accepted writes (a group's new interval); and
 * alerts, which no request writes: the ingest and the minute's sweeps do, under rules an
 * accepted write may have made.
 */
const NOT_REQUEST_DATA = new Set([
  'sessions',
  'sign_in_failures',
  'asset_statuses',
  'ingest_state',
  'asset_service_due',
  'alerts',
]);

/** Every table of the public schema (partitioned tables once, through their parent). */
async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return (result as { rows: Array<{ name: string }> }).rows
    .map((row) => row.name)
    .filter((name) => !NOT_REQUEST_DATA.has(name));
}

/**
 * One entry per table: its row count and an md5 of its rows in a fixed order. Computed in the
 * database, so comparing the whole data set before and after a request costs one query, and a
 * table added later is covered without anyone listing it here.
 */
export async function createTableFingerprint(db: Db): Promise<() => Promise<string[]>> {
  const names = await tableNames(db);
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from "${name}" t`,
    )
    .join(' union all ');
  // In a fixed order: PostgreSQL may run the branches of a long union in parallel, and then its
  // rows come back in any order (the comparison below goes line by line).
  const ordered = `select name, hash from (${query}) fingerprint order by name`;
  return async () => {
    const result = await db.execute(sql.raw(ordered));
    return (result as { rows: Array<{ name: string; hash: string }> }).rows.map(
      (row) => `${row.name} ${row.hash}`,
    );
  };
}

/** The tables whose fingerprint lines differ. */
export function changedTables(before: readonly string[], after: readonly string[]): string[] {
  return after
    .filter((line, index) => line !== before[index])
    .map((line) => line.split(' ')[0] ?? line);
}
