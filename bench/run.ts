import fs from 'node:fs';
import path from 'node:path';
import { measure } from './load';
import { root, startFleet, type Running } from '../e2e/support/fleet-process';
import { startBare } from './bare-process';
import type { Figure } from './figure';
import { ingestFigures } from './ingest/ingest-figures';
import { hostileFloodFigures } from './ingest/hostile-figures';
import { mapFigures } from './map/map-figures';
import { weightFigures } from './weight/weight-figures';
import { inventoryFigures } from './inventory/inventory-figures';
import { inventoryPageFigures } from './inventory/inventory-page-figures';
import { cardFigures } from './card/card-figures';
import { importFigures } from './import/import-figures';
import { alertIngestFigures } from './ingest/alert-figures';
import { dashboardFigures } from './dashboard/dashboard-figures';
import { rollupFigures } from './dashboard/rollup-figures';
import { backgroundFigures } from './background/background-figures';
import { firstFrameFigures } from './camera/first-frame-figures';
import { viewerFigures } from './camera/viewer-figures';

/**
 * `npm run bench`: each figure is a ratio to a yardstick measured in the same run, because this
 * machine is shared and absolute numbers drift. Rounds alternate so drift hits both sides.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function signIn(fleet: Running): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${fleet.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'fleet-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const body = (await response.json()) as { accessToken: string; user: { user_id: number } };
  return { token: body.accessToken, userId: body.user.user_id };
}

async function authenticatedUserFigure(
  database: string,
  env: Record<string, string>,
  target: number | undefined,
): Promise<Figure> {
  const bare = await startBare();
  // Stopped whatever happens next: a Fleet that fails to start must not leave the bare server
  // running (it would hold the terminal's output open, and the run would seem to hang).
  let fleet: Running | undefined;
  try {
    fleet = await startFleet({ env });
    const { token, userId } = await signIn(fleet);
    const headers = { authorization: `Bearer ${token}` };
    const userUrl = `${fleet.url}/api/users/${userId}`;
    await measure(`${bare.url}/api/users/1`, {}, 2); // warm-up both
    await measure(userUrl, headers, 2);
    const bareRps: number[] = [];
    const fleetRps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRps.push((await measure(`${bare.url}/api/users/1`, {}, SECONDS)).requestsPerSecond);
      const result = await measure(userUrl, headers, SECONDS);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`authenticated call failed ${result.non2xx + result.errors} times`);
      }
      fleetRps.push(result.requestsPerSecond);
    }
    const ratio = median(fleetRps) / median(bareRps);
    return {
      name: `GET /api/users/{id} authenticated vs bare route (${database})`,
      ratio,
      target,
      detail: `${Math.round(median(fleetRps))} vs ${Math.round(median(bareRps))} req/s (median of ${ROUNDS}×${SECONDS}s)`,
    };
  } finally {
    await fleet?.stop();
    await bare.stop();
  }
}

async function main(): Promise<void> {
  const figures: Figure[] = [];
  // Issue 2's target is set on the embedded database; PostgreSQL is measured for reference.
  const only = process.env.BENCH_ONLY; // api, ingest, alerts, hostile, map, weight, inventory, import, card, dashboard, rollup, background or camera
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (!only || only === 'api') {
    figures.push(await authenticatedUserFigure('PGlite', {}, 0.5));
    if (pgUrl)
      figures.push(await authenticatedUserFigure('PostgreSQL', { DATABASE_URL: pgUrl }, undefined));
  }
  if (!only || only === 'ingest') {
    // Issue 3: ≥ 5,000 positions/s on PGlite, ≥ 10,000/s on PostgreSQL.
    figures.push(...(await ingestFigures('PGlite', { BENCH_DATABASE_URL: '' }, 5000)));
    if (pgUrl)
      figures.push(...(await ingestFigures('PostgreSQL', { BENCH_DATABASE_URL: pgUrl }, 10_000)));
  }
  if (!only || only === 'alerts') {
    // Issue 12: ingest with alert rules ≥ 0.3 of raw inserts on PGlite, ≥ 0.25 on PostgreSQL.
    figures.push(...(await alertIngestFigures('PGlite', { BENCH_DATABASE_URL: '' }, 0.3)));
    if (pgUrl) {
      figures.push(
        ...(await alertIngestFigures('PostgreSQL', { BENCH_DATABASE_URL: pgUrl }, 0.25)),
      );
    }
  }
  if (!only || only === 'hostile') {
    // Issue 8: honest trackers keep their throughput and latency while hostile senders flood.
    figures.push(...(await hostileFloodFigures('PGlite', { BENCH_DATABASE_URL: '' })));
    if (pgUrl)
      figures.push(...(await hostileFloodFigures('PostgreSQL', { BENCH_DATABASE_URL: pgUrl })));
  }
  if (!only || only === 'map') {
    // The map benchmark: 50,000 assets, 1,000 status updates/s, in headless Chromium.
    figures.push(...(await mapFigures()));
  }
  if (!only || only === 'weight') {
    // Issue 9: what each page weighs on the wire, against its budget (lower is better).
    figures.push(...(await weightFigures()));
  }
  if (!only || only === 'inventory') {
    // Issue 9: inventory search (p95 < 250 ms PGlite, < 100 ms PostgreSQL) and export (< 5 s).
    figures.push(...(await inventoryFigures('PGlite', undefined, 250)));
    if (pgUrl) figures.push(...(await inventoryFigures('PostgreSQL', pgUrl, 100)));
    figures.push(...(await inventoryPageFigures()));
  }
  if (!only || only === 'import') {
    // Issue 11: a 10,000-row import and product matching over 50,000 products.
    figures.push(...(await importFigures('PGlite', undefined)));
    if (pgUrl) figures.push(...(await importFigures('PostgreSQL', pgUrl)));
  }
  if (!only || only === 'card') {
    // Issue 10: opening a fully loaded card: ≤ 8 calls, each p95 < 50 ms on PostgreSQL.
    figures.push(...(await cardFigures(pgUrl)));
  }
  if (!only || only === 'dashboard') {
    // Issue 12: every dashboard tile p95 < 300 ms over 100,000 assets and a year, PostgreSQL.
    if (pgUrl) figures.push(...(await dashboardFigures(pgUrl)));
    else process.stdout.write('(the dashboard bench needs BENCH_DATABASE_URL: PostgreSQL only)\n');
  }
  if (!only || only === 'rollup') {
    // Issue 12: the dashboard's usage roll-up keeps up with a live fleet deep into its day.
    figures.push(...(await rollupFigures('PGlite', undefined)));
    if (pgUrl) figures.push(...(await rollupFigures('PostgreSQL', pgUrl)));
  }
  if (!only || only === 'background') {
    // Issue 12: the alert and service sweeps never hold the server long, whatever the fleet.
    figures.push(...(await backgroundFigures()));
  }
  if (!only || only === 'camera') {
    // Issue 13: Start Live Stream → first frame, and live viewers per process (signalling).
    figures.push(...(await firstFrameFigures()));
    figures.push(...(await viewerFigures()));
  }
  if (!pgUrl) process.stdout.write('(set BENCH_DATABASE_URL to also measure on PostgreSQL)\n');

  process.stdout.write('\nFleet benchmarks (ratios measured in this run)\n');
  for (const figure of figures) {
    const verdict =
      figure.verdict ??
      (figure.target === undefined
        ? 'no target, for reference'
        : `target ≥ ${figure.target}, ${figure.ratio >= figure.target ? 'meets' : 'BELOW'}`);
    process.stdout.write(
      `  ${figure.name}: ${figure.ratio.toFixed(2)} (${verdict}) — ${figure.detail}\n`,
    );
  }
  const out = path.join(root, 'test-results/bench.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
}

await main();
