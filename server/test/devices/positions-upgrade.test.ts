import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions, type Db } from '../../src/db/client';
import { maintainPositionPartitions, partitionName } from '../../src/devices/position-partitions';
import { testDatabaseKind } from '../harness';

const MIGRATIONS = path.join(import.meta.dirname, '../../src/db/migrations');

/** The migrations folder as a release before partitioning shipped it (0000–0004). */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
  const entries = (journal.entries as Array<{ tag: string }>).filter((e) => e.tag < tag);
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

// The migration is the same SQL on both databases; the embedded one is enough to run it here.
describe.skipIf(testDatabaseKind() !== 'pglite')('upgrading to partitioned positions', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  afterAll(() => client.close());

  it('keeps every stored fix, its id and the id sequence, and files them by month', async () => {
    const old = migrationsBefore('0005');
    await migrate(drizzle(client), { migrationsFolder: old });
    fs.rmSync(old, { recursive: true, force: true });
    const month = Date.UTC(2026, 9, 15); // October 2026
    for (let i = 0; i < 3; i += 1) {
      await client.query(
        `insert into positions (company_id, tracker_id, asset_id, fix_time, received_at, latitude,
          longitude, valid) values (1, 7, 9, $1, now(), 38.95, -92.33, true)`,
        [new Date(month + i * 60_000).toISOString()],
      );
    }

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const kept = rowsOf<{ position_id: string }>(
      await client.query('select position_id::text from positions order by position_id'),
    );
    expect(kept.map((row) => row.position_id)).toEqual(['1', '2', '3']);
    const next = rowsOf<{ position_id: string }>(
      await client.query(
        `insert into positions (company_id, tracker_id, asset_id, fix_time, received_at, latitude,
          longitude, valid) values (1, 7, 9, $1, now(), 38.95, -92.33, true)
         returning position_id::text`,
        [new Date(month + 10 * 60_000).toISOString()],
      ),
    );
    expect(next[0]?.position_id).toBe('4');
    // A resent fix is still refused by the unique key of the partitioned table.
    const resent = await client.query(
      `insert into positions (company_id, tracker_id, asset_id, fix_time, received_at, latitude,
        longitude, valid) values (1, 7, 9, $1, now(), 38.95, -92.33, true)
       on conflict (tracker_id, fix_time) do nothing returning position_id`,
      [new Date(month).toISOString()],
    );
    expect(resent.rows).toEqual([]);

    const db = drizzle(client) as unknown as Db;
    const run = await maintainPositionPartitions(db, {
      now: Date.UTC(2026, 10, 22),
      retentionMonths: undefined,
    });
    const october = partitionName(2026 * 12 + 9);
    expect(run.created).toContain(october);
    const filed = rowsOf<{ n: number }>(
      await client.query(`select count(*)::int as n from ${october}`),
    );
    expect(filed[0]?.n).toBe(4);
    const waiting = rowsOf<{ n: number }>(
      await client.query('select count(*)::int as n from positions_default'),
    );
    expect(waiting[0]?.n).toBe(0);
  });
});
