import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sessionInfo, type SessionInfo } from '@fleet/domain';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import { createInProcessBus } from '../src/platform/events';
import { createDevices } from '../src/devices/devices';
import { deviceLookups } from '../src/device-lookups';

/**
 * A Fleet API on a fresh database for one test file: in-memory PGlite, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again at close) — FLEET_TEST_DB says which.
 */
export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database of this test app (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Signs in through the real endpoint and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** The session info of a token (who it is, which company). */
  session(token: string): Promise<SessionInfo>;
  /** app.inject with a bearer token. */
  call(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.FLEET_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** True when this project is the PostgreSQL one but no server was given: its tests skip. */
export const isPostgresUnavailable = (): boolean =>
  testDatabaseKind() === 'postgres' && !process.env.TEST_DATABASE_URL;

export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fleet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const kind = testDatabaseKind();
  const created = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase({ databaseUrl: created?.url });
  // PGlite runs on the event loop, and a loaded test machine can hold it for a second or more:
  // shedding is off (0) so only the test of load shedding (its own threshold) sees a 503.
  const config = {
    ...loadConfig({}),
    loginRateLimit: 1000,
    overloadEventLoopDelayMs: 0,
    // Uploaded files go to a folder of this test app, never the repository's ./data.
    files: { kind: 'local' as const, dir: fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-files-')) },
    ...overrides,
  };
  const bus = createInProcessBus();
  const devices = await createDevices(database, bus, deviceLookups(database.db), {
    positionRetentionMonths: config.positionRetentionMonths,
    geocoder: config.geocoder,
    // Refused fixes are asserted through answers; their log lines would only be noise here.
    refusalLog: { warn: () => {} },
  });
  const deps: AppDeps = { db: database.db, bus, config, devices };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    kind,
    databaseUrl: created?.url,
    async login(email, password = 'fleet-demo') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200) {
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<{ accessToken: string }>().accessToken;
    },
    async session(token) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${token}` },
      });
      return sessionInfo.parse(response.json());
    },
    call(token, options) {
      return app.inject({
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      });
    },
    async close() {
      await app.close();
      await devices.close();
      await database.close();
      await created?.drop();
      if (config.files.kind === 'local')
        fs.rmSync(config.files.dir, { recursive: true, force: true });
    },
  };
}
