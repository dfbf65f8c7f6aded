import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPostgresBus, type ClosableBus } from '../src/platform/events-postgres';
import { seedDemoData } from '../src/demo/seed';
import { CACHE_CHANNEL } from '../src/db/read-cache';
import { createTestApp, testDatabaseKind, type TestApp } from './harness';

/**
 * Two API instances on one PostgreSQL: signing out on one ends the token on the other at once,
 * though the other had it cached (LISTEN/NOTIFY carries the revocation).
 */
describe.skipIf(testDatabaseKind() !== 'postgres' || !process.env.TEST_DATABASE_URL)(
  'events between instances on PostgreSQL',
  () => {
    let t: TestApp;
    let firstBus: ClosableBus;
    let secondBus: ClosableBus;
    let first: Awaited<ReturnType<typeof buildApp>>;
    let second: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      t = await createTestApp();
      await seedDemoData(t.deps.db);
      const url = t.databaseUrl;
      if (!url) throw new Error('no database url');
      firstBus = await createPostgresBus(url);
      secondBus = await createPostgresBus(url);
      // Two instances on the same database, each with its own bus and session cache.
      first = await buildApp({ ...t.deps, bus: firstBus });
      second = await buildApp({ ...t.deps, bus: secondBus });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await firstBus?.close();
      await secondBus?.close();
      await t?.close();
    });

    it('an event published by one instance reaches the other', async () => {
      const received = new Promise<unknown>((resolve) => {
        secondBus.subscribe('sessions.revoked', resolve);
      });
      firstBus.publish('sessions.revoked', { userId: 424242 });
      await expect(received).resolves.toEqual({ userId: 424242 });
    });

    it('a sign-out on one instance ends the session on the other', async () => {
      const token = await t.login('manager@demo.test');
      const headers = { authorization: `Bearer ${token}` };
      const before = await second.inject({ method: 'GET', url: '/api/auth/session', headers });
      expect(before.statusCode).toBe(200); // now cached by the second instance

      const logout = await first.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(logout.statusCode).toBe(204);
      await expect
        .poll(
          async () =>
            (await second.inject({ method: 'GET', url: '/api/auth/session', headers })).statusCode,
          {
            timeout: 2000,
          },
        )
        .toBe(401);
    });

    it('serves the caller from memory while listening, and forgets it on any instance’s write', async () => {
      const token = await t.login('user@demo.test');
      const { userId } = await t.session(token);
      const headers = { authorization: `Bearer ${token}` };
      const nameOn = async (app: typeof first) =>
        (await app.inject({ method: 'GET', url: `/api/users/${userId}`, headers })).json<{
          first_name: string;
        }>().first_name;
      const original = await nameOn(second);
      expect(original).toEqual(expect.any(String));
      // A change no repo made (no notification): the cached row is what the instance answers.
      const pool = t.database.pool;
      if (!pool) throw new Error('no pool');
      await pool.query(`update users set first_name = 'Behind' where user_id = $1`, [userId]);
      expect(await nameOn(second)).toBe(original);
      // Another instance's write notifies on commit: every instance drops the row then.
      await pool.query(`select pg_notify($1, $2)`, [CACHE_CHANNEL, `user:${userId}`]);
      await expect.poll(() => nameOn(second), { timeout: 2000 }).toBe('Behind');

      const patch = await first.inject({
        method: 'PATCH',
        url: `/api/users/${userId}`,
        headers,
        payload: { first_name: 'Renamed' },
      });
      expect(patch.statusCode, patch.body).toBe(200);
      await expect.poll(() => nameOn(second), { timeout: 2000 }).toBe('Renamed');
    });
  },
);
