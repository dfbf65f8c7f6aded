import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Figure } from '../figure';
import {
  ask,
  fixSource,
  load,
  median,
  percentile,
  startIngestServer,
  type Ready,
} from './ingest-figures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RAW_ROWS = 20_000;
/** How long the probe waits for its alert before it counts the crossing as lost. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * The fix → alert probe: one tracker steps in and out of a geofence; each step is a crossing
 * whose alert must reach a browser's `notification` subscription. Sequential, so each alert is
 * matched to the fix that fired it.
 */
function startAlertProbe(ready: Ready, token: string, serial: string) {
  const place = ready.alertProbe;
  if (!place?.assetId) throw new Error('the bench server has no alert probe');
  const assetId = place.assetId;
  const latencies: number[] = [];
  let lost = 0;
  let arrived: (() => void) | null = null;
  const client = createClient({
    url: `ws://127.0.0.1:${ready.apiPort}/api/fleet/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  client.subscribe<{ notification: { type: string; assetIds: number[] } }>(
    { query: 'subscription { notification { type assetIds } }' },
    {
      next: (message) => {
        const n = message.data?.notification;
        if (n?.type === 'ALERT_FIRED' && n.assetIds.includes(assetId)) arrived?.();
      },
      error: () => {},
      complete: () => {},
    },
  );
  let stopped = false;
  let step = 0;
  const loop = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (!stopped) {
      step += 1;
      const at = step % 2 === 0 ? place.inside : place.outside;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
        arrived = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      const sentAt = performance.now();
      const url = `http://127.0.0.1:${ready.gatewayPort}/?id=${serial}&lat=${at.latitude.toFixed(6)}&lon=${at.longitude.toFixed(6)}&timestamp=${Math.floor(Date.now() / 1000) + step}&speed=0`;
      const response = await fetch(url);
      if (!response.ok) continue;
      // The first fix only sets where the probe is: no crossing yet.
      if (step === 1) {
        arrived = null;
        continue;
      }
      if (await heard) latencies.push(performance.now() - sentAt);
      else lost += 1;
      arrived = null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    latencies,
    lost: () => lost,
    async stop() {
      stopped = true;
      await loop;
      await client.dispose();
    },
  };
}

/**
 * Issue 12: ingest with alert rules judged (1,000 geofences with enter and exit rules, speed and
 * idle rules on every asset) against raw batched inserts in the same run, and a fix crossing a
 * geofence → its alert in a browser under that load.
 */
export async function alertIngestFigures(
  database: 'PGlite' | 'PostgreSQL',
  env: Record<string, string>,
  targetRatio: number,
): Promise<Figure[]> {
  const { child, ready, stop } = await startIngestServer({ ...env, BENCH_ALERTS: 'on' });
  try {
    const login = await fetch(`http://127.0.0.1:${ready.apiPort}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ready.adminEmail, password: ready.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const [probeSerial, ...loadSerials] = ready.serials;
    if (!probeSerial) throw new Error('no trackers');
    const next = fixSource(loadSerials);
    await load(ready, next, 2); // warm-up

    const ratios: number[] = [];
    const rates: number[] = [];
    const latencies: number[] = [];
    let lost = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const raw = (await ask<{ rate: number }>(child, 'raw', { rows: RAW_ROWS })).rate;
      await ask(child, 'reset');
      const probe = startAlertProbe(ready, accessToken, probeSerial);
      const result = await load(ready, next, SECONDS);
      await probe.stop();
      if (result.failed > 0) throw new Error(`${result.failed} positions were refused under load`);
      rates.push(result.rate);
      ratios.push(result.rate / raw);
      latencies.push(...probe.latencies);
      lost += probe.lost();
      process.stdout.write(
        `  alerts bench (${database}): round ${round + 1}/${ROUNDS}, ${Math.round(result.rate)} positions/s\n`,
      );
    }
    const ratio = median(ratios);
    const p95 = percentile(latencies, 95);
    return [
      {
        name: `Ingest with alert rules judged vs raw batched inserts (${database})`,
        ratio,
        target: targetRatio,
        verdict: `target ≥ ${targetRatio}: ${ratio >= targetRatio ? 'meets' : 'BELOW'}`,
        detail: `${Math.round(median(rates))} positions/s; 1,000 geofences with enter and exit rules, speed and idle rules on every asset; median of ${ROUNDS}×${SECONDS}s`,
      },
      {
        name: `Fix crossing a geofence → its alert in the browser under that load (${database})`,
        ratio: p95 / 1000,
        target: 1,
        verdict: `p95 ${Math.round(p95)} ms, target < 1,000 ms: ${p95 < 1000 ? 'meets' : 'ABOVE'}${lost > 0 ? `; ${lost} alerts not heard within 5 s` : ''}`,
        detail: `${latencies.length} crossings probed`,
      },
    ];
  } finally {
    await stop();
  }
}
