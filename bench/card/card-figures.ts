import { launchBrowser, signIn as signInPage } from '../../e2e/support/browser';
import { startFleet, type Running } from '../../e2e/support/fleet-process';
import { startBare } from '../bare-process';
import type { Figure } from '../figure';
import { percentile } from '../ingest/ingest-figures';

/** Timed calls of each kind: enough for a p95 that one slow call does not make. */
const SAMPLES = Number(process.env.BENCH_CARD_SAMPLES ?? 60);
/** Issue 10's targets for opening a fully loaded card. */
const MAX_CALLS = 8;
const MAX_P95_MS = 50;

interface Listed {
  asset_id: number;
  tracker_id: number | null;
  rental_id: number | null;
}

async function apiToken(fleet: Running): Promise<string> {
  const response = await fetch(`${fleet.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'fleet-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * Issue 10: the calls the card of a tracked asset on rent makes when opened over the loaded map
 * (recorded in Chromium), then each call's p95 against the bare route's p95, alternating.
 */
export async function cardFigures(databaseUrl: string | undefined): Promise<Figure[]> {
  const bare = await startBare();
  let fleet: Running | undefined;
  const browser = await launchBrowser();
  try {
    fleet = await startFleet({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
    const token = await apiToken(fleet);
    const headers = { authorization: `Bearer ${token}` };
    const assets = (await (
      await fetch(`${fleet.url}/api/assets?limit=1000`, { headers })
    ).json()) as Listed[];
    const rented = assets.find((a) => a.tracker_id !== null && a.rental_id !== null);
    if (!rented?.rental_id) throw new Error('no tracked asset on rent in the demo');

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInPage(page, fleet.url, 'admin@demo.test');
    await page.goto(`${fleet.url}/#/assets/all`);
    await page.getByText(/Showing [\d,]+ of [\d,]+ assets/).waitFor({ timeout: 60_000 });
    const calls = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        calls.add(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.evaluate((id) => {
      window.location.hash = `#/assets/all/rentals/${id}/overview`;
    }, rented.rental_id);
    const card = page.getByRole('region', { name: 'Work orders' });
    await card.waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Photos' }).waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.close();

    const gets = [...calls].filter((call) => call.startsWith('GET ')).map((call) => call.slice(4));
    const bareUrl = `${bare.url}/api/users/1`;
    for (const path of gets) await timedGet(`${fleet.url}${path}`, headers); // warm-up
    await timedGet(bareUrl, {});
    const bareMs: number[] = [];
    const perCall = new Map<string, number[]>(gets.map((path) => [path, []]));
    for (let i = 0; i < SAMPLES; i++) {
      bareMs.push(await timedGet(bareUrl, {}));
      for (const path of gets)
        perCall.get(path)?.push(await timedGet(`${fleet.url}${path}`, headers));
    }
    const bareP95 = percentile(bareMs, 95);
    const p95s = [...perCall].map(([path, ms]) => ({ path, p95: percentile(ms, 95) }));
    const worst = p95s.reduce((a, b) => (b.p95 > a.p95 ? b : a), { path: '', p95: 0 });
    const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
    return [
      {
        name: `Card of a tracked asset on rent: API calls on opening (${database})`,
        ratio: calls.size / MAX_CALLS,
        target: undefined,
        verdict: `${calls.size} calls, target ≤ ${MAX_CALLS}: ${calls.size <= MAX_CALLS ? 'meets' : 'MISSES'}`,
        detail: [...calls].join(', '),
      },
      {
        name: `Card calls: slowest p95 vs bare route p95 (${database})`,
        ratio: worst.p95 / Math.max(bareP95, 0.01),
        target: undefined,
        verdict: `slowest p95 ${worst.p95.toFixed(1)} ms (${worst.path}), target < ${MAX_P95_MS} ms: ${worst.p95 < MAX_P95_MS ? 'meets' : 'MISSES'}`,
        detail: `${p95s.map((c) => `${c.path.split('?')[0]} ${c.p95.toFixed(1)}`).join('; ')} ms; bare ${bareP95.toFixed(2)} ms; ${SAMPLES} samples each`,
      },
    ];
  } finally {
    await browser.close();
    await fleet?.stop();
    await bare.stop();
  }
}
