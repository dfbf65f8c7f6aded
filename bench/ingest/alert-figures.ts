import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Figure } from '../figure';
import { fetchWithin, within } from '../waits';
import { driveSource } from './drive-source';
import {
  load,
  median,
  percentile,
  signInToBench,
  startIngestServer,
  type Ready,
} from './ingest-figures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RAW_ROWS = 20_000;
/** How long the probe waits for its alert before it counts the crossing as lost. */
const PROBE_TIMEOUT_MS = 5_000;
/**
 * How long the probe's subscription may take to be acknowledged: an API shedding load answers
 * its upgrade 503 and graphql-ws tries again after 1, 2, 4… s.
 */
const SUBSCRIBE_SECONDS = 30;
/** How long the probe's fix may wait for its 200 (under load it takes well under a second). */
const FIX_SECONDS = 15;
/** How long the probe's GraphQL client may take to close. */
const CLOSE_SECONDS = 15;

/** What a graphql-ws error sink was given, in words. */
function describe(error: unknown): string {
  if (Array.isArray(error)) return error.map((e: { message?: string }) => e.message).join('; ');
  if (error instanceof Error) return error.message;
  const event = error as { code?: number; reason?: string };
  return event.code === undefined ? String(error) : `closed ${event.code} ${event.reason ?? ''}`;
}

/**
 * The fix → alert probe: one tracker steps in and out of a geofence; each step is a crossing
 * whose alert must reach a browser's `notification` subscription. Sequential, so each alert is
 * matched to the fix that fired it. Every wait is bounded and says what it waited for.
 */
/**
 * The probe tracker's fix times, kept across rounds: each is a second after the last, or now if
 * later. A round that started its times again from now sent fixes older than the last round's,
 * and late fixes only refine crossings already known (docs/ALERTS.md "Late fixes"): its first
 * crossings fired nothing and counted as alerts not heard.
 */
interface FixClock {
  lastSecond: number;
}

function startAlertProbe(
  ready: Ready,
  token: string,
  serial: string,
  bench: string,
  clock: FixClock,
) {
  const place = ready.alertProbe;
  if (!place?.assetId) throw new Error('the bench server has no alert probe');
  const assetId = place.assetId;
  const latencies: number[] = [];
  let lost = 0;
  let arrived: (() => void) | null = null;
  let failure: Error | undefined;
  let acknowledge = (): void => {};
  const acknowledged = new Promise<void>((resolve) => {
    acknowledge = resolve;
  });
  const client = createClient({
    url: `ws://127.0.0.1:${ready.apiPort}/api/fleet/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    // Without it, a connection the server never acknowledges is waited for forever, by the
    // subscription and by dispose().
    connectionAckWaitTimeout: SUBSCRIBE_SECONDS * 1000,
    // As the browser's notification stream (web/src/lib/notifications/use-notifications.ts):
    // an upgrade the API sheds is answered 503, which `ws` reports as an error event, not a
    // close, and graphql-ws's default gives up on those at once: the probe then waited out its
    // 30 s for an acknowledgement that could never come (the API sheds for a moment after the
    // raw inserts held the loop, right when each round's probe subscribes).
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: { connected: () => acknowledge() },
  });
  client.subscribe<{ notification: { type: string; assetIds: number[] } }>(
    { query: 'subscription { notification { type assetIds } }' },
    {
      next: (message) => {
        const n = message.data?.notification;
        if (n?.type === 'ALERT_FIRED' && n.assetIds.includes(assetId)) arrived?.();
      },
      // Once graphql-ws gives up, no alert can arrive: the probe stops and says why.
      error: (error) => {
        failure = new Error(`${bench}: the notification subscription failed: ${describe(error)}`);
      },
      complete: () => {},
    },
  );
  let stopped = false;
  let step = 0;
  const subscribed = within(
    acknowledged,
    SUBSCRIBE_SECONDS,
    `${bench}: the notification subscription was not acknowledged`,
  );
  const loop = (async () => {
    // Crossings count from when the stream is acknowledged, as a browser's would (the first
    // fix, which only places the probe, gives the subscription itself time to be registered).
    await subscribed;
    while (!stopped && !failure) {
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
      clock.lastSecond = Math.max(clock.lastSecond + 1, Math.floor(Date.now() / 1000));
      const url = `http://127.0.0.1:${ready.gatewayPort}/?id=${serial}&lat=${at.latitude.toFixed(6)}&lon=${at.longitude.toFixed(6)}&timestamp=${clock.lastSecond}&speed=0`;
      const response = await fetchWithin(
        url,
        {},
        FIX_SECONDS,
        `${bench}: the probe's fix got no answer from the gateway`,
      );
      const body = await response.text();
      if (!response.ok) {
        throw new Error(`${bench}: the probe's fix was refused: ${response.status} ${body}`);
      }
      // The first fix only sets where the probe is: no crossing yet.
      if (step === 1) {
        arrived = null;
        continue;
      }
      const answeredMs = performance.now() - sentAt;
      if (await heard) latencies.push(performance.now() - sentAt);
      else {
        lost += 1;
        // Named, so a rare one can be looked into: which crossing, and how long its fix took.
        process.stdout.write(
          `  ${bench}: crossing ${step - 1} of this round (${step % 2 === 0 ? 'in' : 'out'}, fix time ${clock.lastSecond}) not heard within ${PROBE_TIMEOUT_MS / 1000} s; its fix was answered in ${Math.round(answeredMs)} ms\n`,
        );
      }
      arrived = null;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // Rethrown by stop(); until then a failure must not end the process as unhandled.
  loop.catch(() => {});
  return {
    latencies,
    /** Settles once the stream is acknowledged (a failure is rethrown by stop()). */
    subscribed: subscribed.then(
      () => undefined,
      () => undefined,
    ),
    lost: () => lost,
    async stop() {
      stopped = true;
      const ended = await loop.then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      try {
        await within(
          Promise.resolve(client.dispose()),
          CLOSE_SECONDS,
          `${bench}: the probe's GraphQL client did not close`,
        );
      } catch (error) {
        client.terminate();
        throw ended ?? error;
      }
      if (ended) throw ended;
      if (failure) throw failure;
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
  const bench = `alerts bench (${database})`;
  const starting = performance.now();
  const { ready, ask, stop } = await startIngestServer({ ...env, BENCH_ALERTS: 'on' }, bench);
  const seconds = (since: number) => Math.round((performance.now() - since) / 1000);
  process.stdout.write(`  ${bench}: server ready in ${seconds(starting)} s\n`);
  try {
    const accessToken = await signInToBench(ready, bench);
    const [probeSerial, ...loadSerials] = ready.serials;
    if (!probeSerial) throw new Error('no trackers');
    // Trackers that drive (not the ingest bench's random jumps, under which most fixes crossed a
    // geofence): alerts fire at the rate a fleet's movement fires them.
    const next = driveSource(loadSerials);
    const fixClock: FixClock = { lastSecond: 0 };
    await load(ready, next, 2); // warm-up

    const ratios: number[] = [];
    const rates: number[] = [];
    const raws: number[] = [];
    const latencies: number[] = [];
    /** Alerts written per second of load (the probe's own included). */
    const fired: number[] = [];
    let lost = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const raw = (await ask<{ rate: number }>('raw', { rows: RAW_ROWS })).rate;
      await ask('reset');
      const probe = startAlertProbe(ready, accessToken, probeSerial, bench, fixClock);
      // A browser's page is open before the load, not connecting into it: under load the API
      // sheds new connections (503) while the loop lags, and the probe would time the retries.
      await probe.subscribed;
      const result = await load(ready, next, SECONDS);
      await probe.stop();
      fired.push((await ask<{ alertsFired: number }>('stats')).alertsFired / SECONDS);
      if (result.failed > 0) throw new Error(`${result.failed} positions were refused under load`);
      rates.push(result.rate);
      raws.push(raw);
      ratios.push(result.rate / raw);
      latencies.push(...probe.latencies);
      lost += probe.lost();
      process.stdout.write(
        `  ${bench}: round ${round + 1}/${ROUNDS}, ${Math.round(result.rate)} positions/s, ${Math.round(fired[round] ?? 0)} alerts/s\n`,
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
        detail: `${Math.round(median(rates))} positions/s vs raw inserts ${Math.round(median(raws))} rows/s; ${Math.round(median(fired))} alerts/s fired; 1,000 geofences with enter and exit rules, speed and idle rules on every asset; trackers driving; median of ${ROUNDS}×${SECONDS}s`,
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
    const stopping = performance.now();
    await stop();
    process.stdout.write(`  ${bench}: server stopped in ${seconds(stopping)} s\n`);
  }
}
