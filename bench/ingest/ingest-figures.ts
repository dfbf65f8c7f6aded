import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import pg from 'pg';
import { CENTRE } from './bench-fleet';
import type { Figure } from '../figure';
import type { AlertProbePlace } from './bench-alert-rules';
import { fetchWithin, within } from '../waits';

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
    connectionAckWaitTimeout: 30_000,
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
      const response = await fetchWithin(url, {}, 15, 'ingest bench: the probe fix got no answer');
      await response.arrayBuffer(); // read, so its connection is free for the next fix
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
      // dispose() waits for a connection still being acknowledged, without end.
      await within(
        Promise.resolve(client.dispose()),
        15,
        'ingest bench: the probe GraphQL client did not close',
      ).catch((error: unknown) => {
        client.terminate();
        throw error;
      });
    },
  };
}

/** Beyond its duration, how long a load run may take to end (its last requests answered). */
const LOAD_GRACE_SECONDS = 60;

export async function load(ready: Ready, next: () => string, seconds: number) {
  const result = await within(
    autocannon({
      url: `http://127.0.0.1:${ready.gatewayPort}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
    }),
    seconds + LOAD_GRACE_SECONDS,
    `ingest load: a ${seconds} s autocannon run on the gateway did not end`,
  );
  return { rate: result['2xx'] / seconds, failed: result.non2xx + result.errors };
}

const SIGN_IN_ATTEMPTS = 5;

/** Signs in as the bench company's admin: the token for the probes' subscriptions. */
export async function signInToBench(ready: Ready, bench: string): Promise<string> {
  // A server just started may still be shedding (its first requests compile their schemas on a
  // busy loop): it answers 503 with Retry-After, and the bench does what a browser would.
  for (let attempt = 1; ; attempt++) {
    const login = await fetchWithin(
      `http://127.0.0.1:${ready.apiPort}/api/auth/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ready.adminEmail, password: ready.password }),
      },
      30,
      `${bench}: sign-in got no answer`,
    );
    if (login.ok) return ((await login.json()) as { accessToken: string }).accessToken;
    const body = await login.text();
    if (login.status !== 503 || attempt === SIGN_IN_ATTEMPTS) {
      throw new Error(`${bench}: sign-in failed: ${login.status} ${body}`);
    }
    const seconds = Number(login.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** How long a bench server may take to start: a fresh database, migrations, the seed. */
const READY_SECONDS = 300;
/** How long it may take to stop: statuses written, the bench database dropped. */
const STOP_SECONDS = 120;
/** How long a command ('raw' inserts 20,000 rows; the others answer at once) may take. */
const ASK_SECONDS = 120;
/** Seconds between "still waiting" lines while a server starts or stops. */
const NOTICE_SECONDS = 30;

/**
 * The benchmark's Fleet (gateway + API on one event loop) in a process of its own. `bench` names
 * the benchmark in the lines and errors of the waits on it, which are all bounded: the server
 * reports each step, so a wait that runs out says which step it was stuck in.
 */
export async function startIngestServer(env: Record<string, string>, bench = 'ingest bench') {
  const database = env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const label = `${bench}: the ${database} server`;
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
  let lastStep = 'starting node';
  let benchDatabase: string | undefined;
  child.on('message', (message: { cmd: string; step?: string; database?: string }) => {
    if (message.cmd !== 'progress') return;
    lastStep = message.step ?? lastStep;
    benchDatabase = message.database ?? benchDatabase;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stepSaid = () => ` (last step: ${lastStep})`;
  /** Ends a server that is stuck, and drops the bench database it may have created. */
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    if (benchDatabase && env.BENCH_DATABASE_URL) {
      await dropDatabase(env.BENCH_DATABASE_URL, benchDatabase);
    }
  };

  let ready: Ready;
  try {
    ready = await within(
      new Promise<Ready>((resolve, reject) => {
        child.on('message', (message: { cmd: string }) => {
          if (message.cmd === 'ready') resolve(message as Ready & { cmd: string });
        });
        void exited.then((code) =>
          reject(new Error(`${label} exited (code ${code}) before it was ready${stepSaid()}`)),
        );
      }),
      READY_SECONDS,
      `${label} did not become ready`,
      {
        notice: {
          every: NOTICE_SECONDS,
          say: (s) => `  ${label} is not ready after ${s} s${stepSaid()}`,
        },
        context: stepSaid,
      },
    );
  } catch (error) {
    await kill();
    throw error;
  }

  /** Sends a command and waits for its answer (`raw`, `reset`, `stats`). */
  function ask<T>(cmd: string, extra: object = {}, seconds = ASK_SECONDS): Promise<T> {
    let onMessage: ((message: { cmd: string; error?: string }) => void) | undefined;
    const answered = new Promise<T>((resolve, reject) => {
      onMessage = (message) => {
        if (message.cmd !== cmd) return;
        if (message.error) reject(new Error(`${label} failed '${cmd}': ${message.error}`));
        else resolve(message as T);
      };
      child.on('message', onMessage);
      void exited.then((code) =>
        reject(new Error(`${label} exited (code ${code}) before it answered '${cmd}'`)),
      );
      // With a callback, a send to a server that is gone fails this call, not the process.
      child.send({ cmd, ...extra }, (error) => {
        if (error) reject(new Error(`${label} could not be sent '${cmd}': ${error.message}`));
      });
    });
    return within(answered, seconds, `${label} did not answer '${cmd}'`).finally(() => {
      if (onMessage) child.off('message', onMessage);
    });
  }

  return {
    child,
    ready,
    ask,
    /**
     * Stops the server. One that does not stop in time is killed, and its bench database dropped
     * from here, with a line saying where it stuck: the figures measured before still stand.
     */
    stop: async (): Promise<void> => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ cmd: 'stop' }, () => {}); // a server already gone is waited for all the same
      try {
        await within(exited, STOP_SECONDS, `${label} did not stop`, {
          notice: {
            every: NOTICE_SECONDS,
            say: (s) => `  ${label} has not stopped after ${s} s${stepSaid()}`,
          },
          context: stepSaid,
        });
      } catch (error) {
        process.stderr.write(`${(error as Error).message}; killing it\n`);
        await kill();
      }
    },
  };
}

/** Drops a bench database a killed server left behind. */
async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
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
  const bench = `ingest bench (${database})`;
  const { ready, ask, stop } = await startIngestServer(env, bench);
  try {
    const accessToken = await signInToBench(ready, bench);
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
      raws.push((await ask<{ rate: number }>('raw', { rows: RAW_ROWS })).rate);
      await ask('reset');
      const probe = process.env.BENCH_NO_PROBE
        ? undefined
        : startProbe(ready, accessToken, probeSerial);
      const result = await load(ready, next, SECONDS);
      await probe?.stop();
      const stats = await ask<{ p99Ms: number; averageBatch: number }>('stats');
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
