import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { CENTRE } from './bench-fleet';
import type { Figure } from '../figure';
import type { AlertProbePlace } from './bench-alert-rules';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RAW_ROWS = 20_000;
const KNOTS_PER_MPH = 1 / 1.150779;
const PROBE_EVERY_MS = 100;
/** Each connection stands for a tracker with a request in flight (real fleets: thousands). */
const CONNECTIONS = 256;

export interface Ready {
  apiPort: number;
  gatewayPort: number;
  adminEmail: string;
  password: string;
  serials: string[];
  /** With BENCH_ALERTS=on: a place inside a geofence and one outside, for the alert probe. */
  alertProbe?: AlertProbePlace;
}

export function ask<T>(child: ChildProcess, cmd: string, extra: object = {}): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { cmd: string }) => {
      if (message.cmd !== cmd) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.send({ cmd, ...extra });
  });
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const median = (values: number[]): number => percentile(values, 50);

/** Unique fixes for every request: each tracker moves on, one second at a time. */
export function fixSource(serials: string[]) {
  let n = 0;
  const base = Math.floor(Date.now() / 1000) - 86_400;
  return (): string => {
    const i = n++;
    const serial = serials[i % serials.length] ?? 'none';
    const step = Math.floor(i / serials.length);
    const lat = CENTRE.latitude + (((i * 7919) % 4000) - 2000) / 10_000;
    const lon = CENTRE.longitude + (((i * 104_729) % 4000) - 2000) / 10_000;
    const mph = (i % 5) * 12;
    return `/?id=${serial}&timestamp=${base + step}&lat=${lat.toFixed(5)}&lon=${lon.toFixed(5)}&speed=${(mph * KNOTS_PER_MPH).toFixed(2)}&ignition=${mph > 0}&bearing=${(i * 37) % 360}`;
  };
}

/** From a probe position's 200 to the subscriber seeing its status, repeatedly. */
function startProbe(ready: Ready, token: string, serial: string) {
  const latencies: number[] = [];
  const waiting = new Map<string, number>();
  const client = createClient({
    url: `ws://127.0.0.1:${ready.apiPort}/api/fleet/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  client.subscribe<{ assetStatuses: Array<{ status: { location: { latitude: number } | null } }> }>(
    { query: 'subscription { assetStatuses { assetId status } }' },
    {
      next: (message) => {
        for (const change of message.data?.assetStatuses ?? []) {
          const key = change.status.location?.latitude.toFixed(6) ?? '';
          const sentAt = waiting.get(key);
          if (sentAt !== undefined) {
            latencies.push(performance.now() - sentAt);
            waiting.delete(key);
          }
        }
      },
      error: () => {},
      complete: () => {},
    },
  );
  let n = 0;
  let stopped = false;
  const loop = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (!stopped) {
      n += 1;
      const latitude = 39.5 + n / 1_000_000;
      const url = `http://127.0.0.1:${ready.gatewayPort}/?id=${serial}&lat=${latitude.toFixed(6)}&lon=-92.5&timestamp=${Math.floor(Date.now() / 1000) + n}`;
      const response = await fetch(url);
      if (response.ok) waiting.set(latitude.toFixed(6), performance.now());
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  return {
    latencies,
    async stop() {
      stopped = true;
      await loop;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await client.dispose();
    },
  };
}

export async function load(ready: Ready, next: () => string, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${ready.gatewayPort}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  return { rate: result['2xx'] / seconds, failed: result.non2xx + result.errors };
}

/** The benchmark's Fleet (gateway + API on one event loop) in a process of its own. */
export async function startIngestServer(env: Record<string, string>) {
  const child = fork(path.join(import.meta.dirname, 'ingest-server.ts'), [], {
    execArgv: [
      '--import',
      'tsx',
      // BENCH_PROFILE=dir writes a CPU profile of the server side there.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return {
    child,
    ready,
    stop: async (): Promise<void> => {
      child.send({ cmd: 'stop' });
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * Ingest through the OsmAnd port end to end (committed, status derived, 1,000 geofences checked,
 * event published) against raw batched inserts into the same table in the same process.
 */
export async function ingestFigures(
  database: 'PGlite' | 'PostgreSQL',
  env: Record<string, string>,
  targetPerSecond: number,
): Promise<Figure[]> {
  const { child, ready, stop } = await startIngestServer(env);
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

    // Yardstick for latency: the same probe on an idle server.
    const idleProbe = startProbe(ready, accessToken, probeSerial);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await idleProbe.stop();
    await load(ready, next, 2); // warm-up

    const rates: number[] = [];
    const raws: number[] = [];
    const p99s: number[] = [];
    const batches: number[] = [];
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      raws.push((await ask<{ rate: number }>(child, 'raw', { rows: RAW_ROWS })).rate);
      await ask(child, 'reset');
      const probe = process.env.BENCH_NO_PROBE
        ? undefined
        : startProbe(ready, accessToken, probeSerial);
      const result = await load(ready, next, SECONDS);
      await probe?.stop();
      const stats = await ask<{ p99Ms: number; averageBatch: number }>(child, 'stats');
      batches.push(stats.averageBatch);
      if (result.failed > 0) throw new Error(`${result.failed} positions were refused under load`);
      rates.push(result.rate);
      p99s.push(stats.p99Ms);
      latencies.push(...(probe?.latencies ?? []));
    }
    const rate = median(rates);
    const p99 = Math.max(...p99s);
    const p95 = percentile(latencies, 95);
    const idleP95 = percentile(idleProbe.latencies, 95);
    return [
      {
        name: `Ingest through the OsmAnd port vs raw batched inserts (${database})`,
        ratio: rate / median(raws),
        target: undefined,
        verdict: `${Math.round(rate)} positions/s, target ≥ ${targetPerSecond}/s: ${rate >= targetPerSecond ? 'meets' : 'BELOW'}; event-loop p99 ${p99.toFixed(1)} ms (target < 100: ${p99 < 100 ? 'meets' : 'ABOVE'})`,
        detail: `raw inserts ${Math.round(median(raws))} rows/s; median of ${ROUNDS}×${SECONDS}s, ${CONNECTIONS} connections, 1,000 geofences, ${Math.round(median(batches))} positions per commit`,
      },
      {
        name: `Position 200 → browser status update under that load vs idle (${database})`,
        ratio: p95 / idleP95,
        target: undefined,
        verdict: `p95 ${Math.round(p95)} ms, target < 500 ms: ${p95 < 500 ? 'meets' : 'ABOVE'}`,
        detail: `idle p95 ${Math.round(idleP95)} ms; ${latencies.length} probes under load`,
      },
    ];
  } finally {
    await stop();
  }
}
