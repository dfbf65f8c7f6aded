import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { createWriteLog, type WriteLog } from './fuzz/write-log';

/** The fuzz walk's "a refused write changes no table" rests on this log seeing every write. */
describe.skipIf(isPostgresUnavailable())('the fuzz walk’s write log', () => {
  let t: TestApp;
  let log: WriteLog;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    log = await createWriteLog(t.deps.db);
  });
  afterAll(async () => t?.close());

  const run = (query: string) => t.deps.db.execute(sql.raw(query));

  it('notes an update, a delete and a position written into a partition, by table', async () => {
    await log.clear();
    await run(
      `update assets set custom_name = custom_name || ' ' where asset_id = (select min(asset_id) from assets)`,
    );
    await run(
      `delete from asset_keypad_entries where ctid = (select min(ctid) from asset_keypad_entries)`,
    );
    await run(`insert into positions (company_id, tracker_id, asset_id, fix_time, received_at, latitude, longitude, valid)
      values (1, 1, 1, now(), now(), 1, 2, true)`);
    expect(await log.written()).toEqual(['asset_keypad_entries', 'assets', 'positions']);
  });

  it('notes nothing for a statement that matched no row, or a write rolled back', async () => {
    await log.clear();
    await run(`update assets set custom_name = 'x' where asset_id = -1`);
    await t.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`update assets set custom_name = 'rolled back'`);
        throw new Error('refused');
      })
      .catch(() => undefined);
    expect(await log.written()).toEqual([]);
  });

  it('leaves out what a refused request may write: the count of failed sign-ins', async () => {
    await log.clear();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@demo.test', password: 'not-the-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await log.written()).toEqual([]);
  });
});
