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

/** A database of its own on the server, dropped at the end: runs never see each other's rows. */
async function createBenchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fleet_bench_${process.pid}_${Date.now().toString(36)}`;
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
const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
const adminEmail = `bench${Date.now()}@example.test`;
const { company } = await makeCompanyWithAdmin(database.db, {
  admin: { email: adminEmail, password: 'bench-password' },
});
const serials = await seedBenchFleet(database.db, company.companyId, TRACKERS, GEOFENCES);
// Issue 12: the same load with alert rules judged by the ingest (BENCH_ALERTS=on).
const alertProbe =
  process.env.BENCH_ALERTS === 'on'
    ? await seedBenchAlertRules(database.db, company.companyId)
    : undefined;
const bus = databaseUrl
  ? await createPostgresBus(databaseUrl)
  : { ...createInProcessBus(), close: async () => {} };
const devices = await createDevices(database, bus, deviceLookups(database.db));
const config = { ...loadConfig({}), loginRateLimit: 1000 };
const app = await buildApp({ db: database.db, bus, config, devices });
const gateway = await buildGateway({ ingest: devices.ingest });
await app.listen({ port: 0, host: '127.0.0.1' });
await gateway.listen({ port: 0, host: '127.0.0.1' });
const portOf = (server: typeof app): number => (server.server.address() as { port: number }).port;

const delay = monitorEventLoopDelay({ resolution: 10 });

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
process.on('message', (message: { cmd: string; rows?: number }) => {
  void (async () => {
    if (message.cmd === 'raw') {
      rawRound += 1;
      // Negative tracker ids: never collide with real trackers or another round.
      const rate = await rawInsert(message.rows ?? 20_000, -1_000_000 * rawRound);
      process.send?.({ cmd: 'raw', rate });
    } else if (message.cmd === 'reset') {
      delay.reset();
      delay.enable();
      process.send?.({ cmd: 'reset' });
    } else if (message.cmd === 'stats') {
      delay.disable();
      const { batches, positions } = devices.ingest.counters();
      process.send?.({
        cmd: 'stats',
        p99Ms: delay.percentile(99) / 1e6,
        maxMs: delay.max / 1e6,
        averageBatch: positions / Math.max(1, batches),
      });
    } else if (message.cmd === 'stop') {
      await gateway.close();
      await app.close();
      await devices.close();
      await bus.close();
      await database.close();
      await benchDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  })();
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
