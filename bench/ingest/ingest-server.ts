import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { makeCompanyWithAdmin } from '../../server/src/demo/factories';
import { createDevices } from '../../server/src/devices/devices';
import { deviceLookups } from '../../server/src/device-lookups';
import { buildGateway } from '../../server/src/devices/gateway';
import { insertPositions, type PositionRow } from '../../server/src/devices/positions.repo';
import { createInProcessBus } from '../../server/src/platform/events';
import { createPostgresBus } from '../../server/src/platform/events-postgres';
import { CENTRE, seedBenchFleet } from './bench-fleet';
import { seedBenchAlertRules } from './bench-alert-rules';

/**
 * The server side of the ingest benchmark, in its own process (as in production): gateway and
 * API on one event loop, whose delay it measures. The parent drives it over IPC.
 */
const TRACKERS = Number(process.env.BENCH_TRACKERS ?? 2000);
const GEOFENCES = 1000;
const serverUrl = process.env.BENCH_DATABASE_URL || undefined;

/**
 * Tells the parent what this server is doing: a step that hangs is then named in the parent's
 * error (and the parent can drop the database of a server it had to kill).
 */
const step = (what: string, extra: object = {}): void => {
  // Not once the parent is gone (a send then is an 'error' event, which would crash the stop).
  if (process.connected) process.send?.({ cmd: 'progress', step: what, ...extra });
};

/** A database of its own on the server, dropped at the end: runs never see each other's rows. */
async function createBenchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fleet_bench_${process.pid}_${Date.now().toString(36)}`;
  step(`creating database ${name}`, { database: name });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
const benchDatabase = serverUrl ? await createBenchDatabase(serverUrl) : undefined;
const databaseUrl = benchDatabase?.url;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-bench-'));
step('opening and migrating the database');
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
const adminEmail = `bench${Date.now()}@example.test`;
const { company } = await makeCompanyWithAdmin(database.db, {
  admin: { email: adminEmail, password: 'bench-password' },
});
step(`seeding ${TRACKERS} trackers and ${GEOFENCES} geofences`);
const serials = await seedBenchFleet(database.db, company.companyId, TRACKERS, GEOFENCES);
// Issue 12: the same load with alert rules judged by the ingest (BENCH_ALERTS=on).
if (process.env.BENCH_ALERTS === 'on') step('seeding alert rules');
const alertProbe =
  process.env.BENCH_ALERTS === 'on'
    ? await seedBenchAlertRules(database.db, company.companyId)
    : undefined;
step('starting the event bus, devices and API');
const bus = databaseUrl
  ? await createPostgresBus(databaseUrl)
  : { ...createInProcessBus(), close: async () => {} };
const devices = await createDevices(database, bus, deviceLookups(database.db));
const config = { ...loadConfig({}), loginRateLimit: 1000 };
const app = await buildApp({ db: database.db, bus, config, devices });
const gateway = await buildGateway({ ingest: devices.ingest });
step('listening');
await app.listen({ port: 0, host: '127.0.0.1' });
await gateway.listen({ port: 0, host: '127.0.0.1' });
const portOf = (server: typeof app): number => (server.server.address() as { port: number }).port;

const delay = monitorEventLoopDelay({ resolution: 10 });
/** Alerts written since the last reset (the alerts bench says how many its load fired). */
let alertsFired = 0;
bus.subscribe('alerts.fired', ({ alertIds }) => {
  alertsFired += alertIds.length;
});

/** Raw batched inserts of the same kind of rows into the same table: the yardstick. */
async function rawInsert(rows: number, trackerIdBase: number): Promise<number> {
  const batch = 1000;
  const started = performance.now();
  for (let done = 0; done < rows; done += batch) {
    const chunk: PositionRow[] = [];
    for (let i = done; i < Math.min(rows, done + batch); i += 1) {
      chunk.push({
        companyId: company.companyId,
        trackerId: trackerIdBase - (i % TRACKERS),
        assetId: 1,
        receivedAt: Date.now(),
        locationSource: 1,
        position: {
          deviceSerial: 'raw',
          fixTime: 1_700_000_000_000 + Math.floor(i / TRACKERS) * 1000 + trackerIdBase,
          latitude: CENTRE.latitude + (i % 100) / 1000,
          longitude: CENTRE.longitude - (i % 77) / 1000,
          valid: true,
          speedMph: 30,
          heading: 90,
          ignition: true,
          attributes: {},
        },
      });
    }
    await insertPositions(database.db, chunk);
  }
  return rows / ((performance.now() - started) / 1000);
}

let rawRound = 0;
let stopping: Promise<void> | undefined;

/** Closes everything and drops the bench database, each step named for the parent. */
async function stop(): Promise<void> {
  step('stop: closing the gateway');
  await gateway.close();
  step('stop: closing the API');
  await app.close();
  step('stop: waiting for the ingest to finish (statuses written)');
  await devices.close();
  step('stop: closing the event bus');
  await bus.close();
  step('stop: closing the database');
  await database.close();
  if (benchDatabase) step('stop: dropping the bench database');
  await benchDatabase?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const answer = async (message: { cmd: string; rows?: number }): Promise<object | undefined> => {
  if (message.cmd === 'raw') {
    rawRound += 1;
    // Negative tracker ids: never collide with real trackers or another round.
    return { rate: await rawInsert(message.rows ?? 20_000, -1_000_000 * rawRound) };
  }
  if (message.cmd === 'reset') {
    alertsFired = 0;
    delay.reset();
    delay.enable();
    return {};
  }
  if (message.cmd === 'stats') {
    delay.disable();
    const { batches, positions } = devices.ingest.counters();
    return {
      p99Ms: delay.percentile(99) / 1e6,
      maxMs: delay.max / 1e6,
      averageBatch: positions / Math.max(1, batches),
      alertsFired,
    };
  }
  return undefined;
};

process.on('message', (message: { cmd: string; rows?: number }) => {
  if (message.cmd === 'stop') {
    stopping ??= stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bench server: stop failed:', error);
        process.exit(1);
      },
    );
    return;
  }
  // A command that fails is answered with its error: the parent fails at once saying so,
  // instead of waiting for an answer that an unhandled rejection would never send.
  answer(message).then(
    (result) => result && process.send?.({ cmd: message.cmd, ...result }),
    (error: unknown) =>
      process.send?.({
        cmd: message.cmd,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});

// The parent gone (killed, crashed): stop too, so no server keeps running (or its database
// stays on the PostgreSQL server) with nobody to send it 'stop'.
process.on('disconnect', () => {
  // Bounded: an orphan must end even if a step of the stop hangs.
  setTimeout(() => process.exit(1), 60_000).unref();
  stopping ??= stop().finally(() => process.exit(1));
});

process.send?.({
  cmd: 'ready',
  apiPort: portOf(app),
  gatewayPort: portOf(gateway),
  adminEmail,
  password: 'bench-password',
  serials,
  alertProbe: alertProbe && {
    ...alertProbe,
    assetId: (await devices.trackers.resolve([serials[0] ?? ''], Date.now())).get(serials[0] ?? '')
      ?.assetId,
  },
});
