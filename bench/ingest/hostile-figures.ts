import autocannon from 'autocannon';
import type { Figure } from '../figure';
import { fixSource, median, percentile, startIngestServer, type Ready } from './ingest-figures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Honest trackers with a report in flight, as in the finding (40 honest, 2 hostile senders). */
const HONEST_CONNECTIONS = 40;
const HOSTILE_CONNECTIONS = 2;
/** Trackers the hostile senders report as (registered ones: their fixes reach the database). */
const HOSTILE_TRACKERS = 20;

/**
 * What two hostile senders loop: readings no column can hold, dates in 9999, a NUL in the
 * id. Before issue 8 each such fix failed every honest fix that shared its batch.
 */
function hostileSource(serials: string[]) {
  let n = 0;
  const base = Math.floor(Date.now() / 1000) - 43_200;
  return (): string => {
    const i = n++;
    const serial = serials[i % serials.length] ?? 'none';
    const fix = `id=${serial}&lat=38.95&lon=-92.33&timestamp=${base + i}`;
    switch (i % 5) {
      case 0:
        return `/?${fix}&accuracy=1e300`;
      case 1:
        return `/?${fix}&altitude=1e300&speed=1e300`;
      case 2:
        return `/?id=${serial}&lat=38.95&lon=-92.33&timestamp=253402300799`;
      case 3:
        return `/?id=NUL%00${i}&lat=38.95&lon=-92.33`;
      default:
        return `/?${fix}&hdop=-1e308&odometer=1e308&hours=1e308`;
    }
  };
}

interface Run {
  rate: number;
  p95: number;
  refused: number;
}

/** Honest load for `seconds`, with per-request latencies for the p95. */
async function honestLoad(ready: Ready, next: () => string, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${ready.gatewayPort}`,
        connections: HONEST_CONNECTIONS,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error: unknown, done) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed'))
          : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  return {
    rate: result['2xx'] / seconds,
    p95: percentile(latencies, 95),
    refused: result.non2xx + result.errors,
  };
}

function hostileFlood(ready: Ready, next: () => string, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${ready.gatewayPort}`,
    connections: HOSTILE_CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
}

/**
 * Issue 8: honest trackers' throughput and p95 while two senders flood hostile fixes, as a
 * ratio to the same honest load alone. Target ≥ 0.9 and no honest fix refused.
 */
export async function hostileFloodFigures(
  database: 'PGlite' | 'PostgreSQL',
  env: Record<string, string>,
): Promise<Figure[]> {
  const { ready, stop } = await startIngestServer(env, `hostile flood (${database})`);
  try {
    const hostileSerials = ready.serials.slice(0, HOSTILE_TRACKERS);
    const honest = fixSource(ready.serials.slice(HOSTILE_TRACKERS));
    const hostile = hostileSource(hostileSerials);
    await honestLoad(ready, honest, 2); // warm-up
    const alone: Run[] = [];
    const flooded: Run[] = [];
    let hostileSent = 0;
    let hostileRefused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      process.stdout.write(`  hostile flood (${database}): round ${round + 1} of ${ROUNDS}\n`);
      alone.push(await honestLoad(ready, honest, SECONDS));
      const flood = hostileFlood(ready, hostile, SECONDS);
      flooded.push(await honestLoad(ready, honest, SECONDS));
      const floodResult = await flood;
      hostileSent += floodResult.requests.total;
      hostileRefused += floodResult.non2xx;
    }
    const refusedHonest = flooded.reduce((sum, run) => sum + run.refused, 0);
    const sentHonest = flooded.reduce((sum, run) => sum + run.rate * SECONDS, 0) + refusedHonest;
    const rateRatio = median(flooded.map((r) => r.rate)) / median(alone.map((r) => r.rate));
    // Latency: lower is better, so the ratio is alone / flooded (1.0 = untouched).
    const p95Ratio = median(alone.map((r) => r.p95)) / median(flooded.map((r) => r.p95));
    const refusedShare = sentHonest === 0 ? 0 : (100 * refusedHonest) / sentHonest;
    const refusedVerdict = `${refusedHonest} honest fixes refused (${refusedShare.toFixed(2)}%, target 0%: ${refusedHonest === 0 ? 'meets' : 'FAILS'})`;
    return [
      {
        name: `Honest fixes/s while 2 senders flood hostile fixes vs alone (${database})`,
        ratio: rateRatio,
        target: undefined,
        verdict: `target ≥ 0.9: ${rateRatio >= 0.9 ? 'meets' : 'BELOW'}; ${refusedVerdict}`,
        detail: `${Math.round(median(flooded.map((r) => r.rate)))} vs ${Math.round(median(alone.map((r) => r.rate)))} fixes/s; ${HONEST_CONNECTIONS} honest connections, ${HOSTILE_CONNECTIONS} hostile ones sent ${hostileSent} fixes (${hostileRefused} refused with 400, the rest stored without their impossible readings); median of ${ROUNDS}×${SECONDS}s`,
      },
      {
        name: `Honest fix p95 latency alone vs while flooded (${database}; 1.0 = untouched)`,
        ratio: p95Ratio,
        target: 0.9,
        detail: `p95 ${Math.round(median(flooded.map((r) => r.p95)))} ms flooded vs ${Math.round(median(alone.map((r) => r.p95)))} ms alone`,
      },
    ];
  } finally {
    await stop();
  }
}
