import { sql } from 'drizzle-orm';
import { makeCompanyWithAdmin } from '../../server/src/demo/factories';
import { rebuildCompanyUsage } from '../../server/src/modules/dashboard/usage-rollup.service';
import { sweepServiceDue } from '../../server/src/modules/service/service-due-sweep';
import { createTestApp, type TestApp } from '../../server/test/harness';
import { seedInventory } from '../inventory/seed-inventory';
import type { Figure } from '../figure';
import { percentile } from '../ingest/ingest-figures';
import { seedDashboard } from './seed-dashboard';

const ASSETS = 100_000;
const SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 40);
const LIMIT_MS = 300;
const ALL_TILES = [
  '/api/dashboard/statuses',
  '/api/dashboard/utilization?days=7',
  '/api/dashboard/utilization?days=30',
  '/api/dashboard/rental-classes',
  '/api/dashboard/idle?days=7',
  '/api/dashboard/idle?days=30',
  '/api/dashboard/service-due',
  '/api/dashboard/not-reporting',
];
/** BENCH_DASHBOARD_TILES=service-due,statuses measures those tiles only (names as in the URL). */
const only = process.env.BENCH_DASHBOARD_TILES?.split(',').map((name) => name.trim());
const TILES = only
  ? ALL_TILES.filter((url) => only.some((name) => url.includes(`/dashboard/${name}`)))
  : ALL_TILES;
/** The year of daily usage takes most of the seeding: only the tiles that read it need it. */
const needsUsage = TILES.some((url) => /utilization|idle/.test(url));
/** The service-due sweep's period: its run should take a small part of it. */
const SWEEP_PERIOD_MS = 60_000;

const log = (line: string) => process.stdout.write(`  dashboard bench: ${line}\n`);

async function timedGet(t: TestApp, token: string, url: string): Promise<number> {
  const started = performance.now();
  const response = await t.call(token, { method: 'GET', url });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) {
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return ms;
}

/**
 * Issue 12's dashboard on PostgreSQL (a database of its own, dropped after): 100,000 assets with
 * statuses and a year of daily usage; each tile's p95 through the app against the 300 ms limit,
 * and against an authenticated GET /api/users/{id} measured alongside.
 */
export async function dashboardFigures(databaseUrl: string): Promise<Figure[]> {
  process.env.FLEET_TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestApp();
  try {
    const { company, admin } = await makeCompanyWithAdmin(t.deps.db);
    const seeding = performance.now();
    log(`seeding ${ASSETS.toLocaleString('en-US')} assets`);
    await seedInventory(t.deps.db, company.companyId, ASSETS, 'DASH');
    await seedDashboard(t.deps.db, company.companyId, log, { usageDays: needsUsage ? 365 : 0 });
    if (needsUsage) {
      log('roll-up sums and windows of the year');
      await rebuildCompanyUsage(t.deps.db, company.companyId);
    }
    await t.deps.db.execute(sql`analyze`);
    log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    // What the service-due tile reads is judged in the background; the server's own minute
    // sweeps also go on while the tiles are measured, as they would in service.
    const sweeps: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await sweepServiceDue(t.deps, Date.now());
      sweeps.push(performance.now() - started);
      log(`service-due sweep ${i + 1}/3: ${(sweeps.at(-1) ?? 0).toFixed(0)} ms`);
    }
    log('measuring');
    const token = await t.login(admin.email);
    const userUrl = `/api/users/${admin.userId}`;
    for (const url of [...TILES, userUrl]) await timedGet(t, token, url); // warm-up
    const yardstick: number[] = [];
    const byTile = new Map<string, number[]>(TILES.map((url) => [url, []]));
    for (let i = 0; i < SAMPLES; i += 1) {
      yardstick.push(await timedGet(t, token, userUrl));
      for (const url of TILES) byTile.get(url)?.push(await timedGet(t, token, url));
    }
    const userP95 = percentile(yardstick, 95);
    const sweepMs = percentile(sweeps, 50);
    const sweepFigure: Figure = {
      name: `Service-due sweep of ${ASSETS.toLocaleString('en-US')} grouped assets: share of its ${SWEEP_PERIOD_MS / 1000} s period (PostgreSQL)`,
      ratio: sweepMs / SWEEP_PERIOD_MS,
      target: undefined,
      verdict: `median ${(sweepMs / 1000).toFixed(1)} s of every ${SWEEP_PERIOD_MS / 1000} s`,
      detail: `3 sweeps: ${sweeps.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    };
    const tiles = TILES.map((url): Figure => {
      const times = byTile.get(url) ?? [];
      const p95 = percentile(times, 95);
      return {
        name: `Dashboard ${url.replace('/api/dashboard/', '')}, ${ASSETS.toLocaleString('en-US')} assets, ${needsUsage ? 'a year of usage' : 'no usage history'}: p95 vs GET /api/users/{id} (PostgreSQL)`,
        ratio: p95 / userP95,
        target: undefined,
        verdict: `p95 ${p95.toFixed(0)} ms = ${(p95 / LIMIT_MS).toFixed(2)} of the ${LIMIT_MS} ms limit: ${p95 < LIMIT_MS ? 'meets' : 'MISSES'}`,
        detail: `p95 ${p95.toFixed(1)} ms (median ${percentile(times, 50).toFixed(1)}) vs users p95 ${userP95.toFixed(2)} ms, ${SAMPLES} samples each through the app`,
      };
    });
    return [...tiles, sweepFigure];
  } finally {
    await t.close();
  }
}
