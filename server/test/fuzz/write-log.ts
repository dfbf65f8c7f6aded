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

const LOG = 'fuzz_written_tables';

/** Every table of the public schema (partitioned tables once, through their parent). */
async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return (result as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
}

export interface WriteLog {
  /** Forgets what was written so far. */
  clear(): Promise<void>;
  /** The tables of request data written since the last clear, each once, partitions as their parent. */
  written(): Promise<string[]>;
}

/**
 * A row trigger on every table notes the table's name in a log table whenever a row is
 * inserted, updated or deleted (and a statement trigger, when one is truncated). Asking "did
 * this refused request write anything?" is then one small read, where hashing every table
 * before and after each request cost two scans of the whole data set: with issue 13's tables
 * that was most of the walk's twenty minutes. A row trigger fires only for rows a statement
 * touched, so an UPDATE matching nothing is not a write; one that rewrites a row with its own
 * values is, as a refused request has no business doing that either. Test databases only.
 */
export async function createWriteLog(db: Db): Promise<WriteLog> {
  const names = await tableNames(db);
  await db.execute(sql.raw(`create table ${LOG} (name text primary key)`));
  // A trigger defined on a partitioned table is cloned onto its partitions: the log names the
  // root, so a position written into any month's partition reads as `positions`.
  await db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$
      begin
        insert into ${LOG} values (coalesce(pg_partition_root(TG_RELID), TG_RELID)::regclass::text)
          on conflict do nothing;
        return null;
      end $$`),
  );
  for (const name of names) {
    await db.execute(
      sql.raw(`create trigger fuzz_note_rows after insert or update or delete on "${name}"
        for each row execute function fuzz_note_write()`),
    );
    await db.execute(
      sql.raw(`create trigger fuzz_note_truncate after truncate on "${name}"
        for each statement execute function fuzz_note_write()`),
    );
  }
  return {
    async clear() {
      await db.execute(sql.raw(`delete from ${LOG}`));
    },
    async written() {
      const result = await db.execute(sql.raw(`select name from ${LOG} order by name`));
      return (result as { rows: Array<{ name: string }> }).rows
        .map((row) => row.name.replace(/^"|"$/g, ''))
        .filter((name) => !NOT_REQUEST_DATA.has(name));
    },
  };
}
