import { type Figure } from '../figure';
import { startBrokerProcess, type BrokerProcess } from './broker-process';
import { startLoadProcess, type LoadProcess } from './load-process';
import type { Usage } from './process-usage';
import type { SideName } from './viewer-logins';

/**
 * Issue 13: how many live viewers one Fleet process serves (signalling only: media flows peer
 * to peer) before the broker's p95 round trip passes 200 ms, as a ratio to the same ramp
 * against a bare aedes broker (no hooks) in a process of its own. The ramp adds viewers (50,
 * 100, 200, …, 6,400) and holds each step; at each step the two sides take turns (the waiting
 * side's viewers stay connected, silent), so drift in the machine's load hits both. A side
 * stops at its first step over 200 ms. Each side's load (viewers and echo cameras) runs in a
 * process of its own (load-process.ts), so the waiting side's clients are neither in its heap
 * nor on its event loop; its CPU and event loop are measured too, and the figure says when it,
 * not the broker, was the limit.
 */
const MAX_VIEWERS = Number(process.env.BENCH_CAMERA_MAX_VIEWERS ?? 6400);
const HOLD_SECONDS = Number(process.env.BENCH_CAMERA_HOLD_SECONDS ?? 5);
/** Sent but not measured: the senders' phases settle and the JIT warms. */
const WARM_SECONDS = 1;
const LIMIT_P95_MS = 200;
/** A load generator past this share of a core, or lagging more than the broker, measures itself. */
const LOAD_BUSY_CORES = 0.85;
const LOAD_BUSY_LOOP_MS = 50;

/** Doubling to 800, then finer: between doubling steps a ratio could only be 0.5, 1 or 2. */
const STEPS = [50, 100, 200, 400, 800, 1200, 1600, 2400, 3200, 4800, 6400].filter(
  (viewers) => viewers <= MAX_VIEWERS,
);

interface Step {
  viewers: number;
  p95: number;
  messages: number;
  lost: number;
  dropped: number;
  broker: Usage;
  load: Usage;
  /** How long the step's new viewers took to connect, and how many had to try again. */
  connecting?: { retries: number; seconds: number };
  error?: string;
}

interface Side {
  name: SideName;
  broker: BrokerProcess;
  load: LoadProcess;
  steps: Step[];
  done: boolean;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number): string =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'lost (> 1 s)';

async function measureStep(side: Side, viewers: number): Promise<Step> {
  const idle: Usage = { cores: 0, loopP99Ms: 0 };
  const growing = performance.now();
  let connecting: { retries: number; seconds: number };
  try {
    const { retries } = await side.load.grow(viewers);
    connecting = { retries, seconds: (performance.now() - growing) / 1000 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      viewers,
      p95: Infinity,
      messages: 0,
      lost: 0,
      dropped: 0,
      broker: idle,
      load: idle,
      error: message,
    };
  }
  await side.broker.resetUsage();
  const held = await side.load.hold(WARM_SECONDS, HOLD_SECONDS);
  const broker = await side.broker.usage();
  return {
    viewers,
    p95: percentile(held.latencies, 95),
    messages: held.latencies.length,
    lost: held.lost,
    dropped: held.dropped,
    broker,
    load: held.usage,
    connecting,
  };
}

function say(side: Side, step: Step): void {
  const what = step.error
    ? `could not connect: ${step.error}`
    : `p95 ${ms(step.p95)} over ${step.messages.toLocaleString('en-US')} round trips` +
      (step.messages < step.viewers * HOLD_SECONDS
        ? ` (of ${(step.viewers * HOLD_SECONDS).toLocaleString('en-US')} due)`
        : '') +
      `${step.lost ? `, ${step.lost} lost` : ''}${step.dropped ? `, ${step.dropped} dropped` : ''};` +
      ` broker ${step.broker.cores.toFixed(2)} cores (loop p99 ${Math.round(step.broker.loopP99Ms)} ms),` +
      ` load generator ${step.load.cores.toFixed(2)} cores (loop p99 ${Math.round(step.load.loopP99Ms)} ms)` +
      (step.connecting
        ? `; connected in ${step.connecting.seconds.toFixed(1)} s` +
          (step.connecting.retries ? ` (${step.connecting.retries} tried again)` : '')
        : '');
  process.stdout.write(`  camera viewers, ${side.name} ${step.viewers}: ${what}\n`);
}

export async function viewerFigures(): Promise<Figure[]> {
  process.stdout.write(
    `camera viewers: ramp ${STEPS.join(', ')} viewers, ${HOLD_SECONDS} s each, until p95 > ${LIMIT_P95_MS} ms…\n`,
  );
  const started: BrokerProcess[] = [];
  const loads: LoadProcess[] = [];
  const sides: Side[] = [];
  try {
    for (const [name, file] of [
      ['Fleet', 'fleet-broker-server.ts'],
      ['bare', 'bare-broker-server.ts'],
    ] as const) {
      const broker = await startBrokerProcess(file, `camera viewers: ${name} broker`);
      started.push(broker);
      const load = await startLoadProcess(name, broker.ready);
      loads.push(load);
      sides.push({ name, broker, load, steps: [], done: false });
    }
    for (const [index, viewers] of STEPS.entries()) {
      const turn = index % 2 === 0 ? sides : [...sides].reverse();
      for (const side of turn) {
        if (side.done) continue;
        const step = await measureStep(side, viewers);
        side.steps.push(step);
        say(side, step);
        if (step.error || step.p95 > LIMIT_P95_MS) {
          side.done = true;
          // Its connections are let go: they would only load the other side's steps.
          await side.load.close();
        }
      }
      if (sides.every((side) => side.done)) break;
    }
    const [fleetSide, bareSide] = sides;
    if (!fleetSide || !bareSide) throw new Error('camera viewers: no sides');
    return [figure(fleetSide, bareSide)];
  } finally {
    await Promise.allSettled(loads.map((load) => load.stop()));
    await Promise.allSettled(started.map((broker) => broker.stop()));
  }
}

/** The last step within the limit, and the first past it (if the ramp got there). */
function limitOf(side: Side): { passed: Step | undefined; failed: Step | undefined } {
  const failedIndex = side.steps.findIndex((step) => step.error || step.p95 > LIMIT_P95_MS);
  const passed = side.steps.slice(0, failedIndex < 0 ? undefined : failedIndex).at(-1);
  return { passed, failed: failedIndex < 0 ? undefined : side.steps[failedIndex] };
}

/**
 * Why the load generator, not the broker, set the step's latency, if it did: a full core, an
 * event loop lagging more than the broker's (its timers then send late and its replies wait),
 * or fewer messages sent than were due.
 */
function loadLimit(step: Step): string | undefined {
  const due = step.viewers * HOLD_SECONDS;
  const reasons = [
    step.load.cores >= LOAD_BUSY_CORES ? `${step.load.cores.toFixed(2)} cores` : '',
    step.load.loopP99Ms > LOAD_BUSY_LOOP_MS && step.load.loopP99Ms >= step.broker.loopP99Ms
      ? `its loop p99 ${Math.round(step.load.loopP99Ms)} ms against the broker's ${Math.round(step.broker.loopP99Ms)} ms`
      : '',
    !step.error && step.messages < 0.95 * due
      ? `it sent ${step.messages.toLocaleString('en-US')} of ${due.toLocaleString('en-US')} messages due`
      : '',
  ].filter(Boolean);
  return reasons.length > 0 ? reasons.join(', ') : undefined;
}

function describe(side: Side): string {
  const { passed, failed } = limitOf(side);
  const at = passed
    ? `${passed.viewers.toLocaleString('en-US')}${failed ? '' : '+ (the ramp’s cap)'} (p95 ${ms(passed.p95)})`
    : '0';
  const next = failed
    ? failed.error
      ? `; at ${failed.viewers}: ${failed.error}`
      : `; at ${failed.viewers.toLocaleString('en-US')}: p95 ${ms(failed.p95)}`
    : '';
  const edge = failed ?? passed;
  const cores = edge
    ? `, broker ${edge.broker.cores.toFixed(2)} cores, load generator ${edge.load.cores.toFixed(2)}`
    : '';
  const limited = edge && loadLimit(edge);
  return `${side.name} ${at}${next}${cores}${limited ? ` (LOAD GENERATOR the limit there: ${limited})` : ''}`;
}

function figure(fleet: Side, bare: Side): Figure {
  const fleetLimit = limitOf(fleet).passed?.viewers ?? 0;
  const bareLimit = limitOf(bare).passed?.viewers ?? 0;
  const capped = [fleet, bare].filter((side) => !limitOf(side).failed).map((side) => side.name);
  const loadLimited = [fleet, bare]
    .filter((side) => {
      const { passed, failed } = limitOf(side);
      const edge = failed ?? passed;
      return edge !== undefined && loadLimit(edge) !== undefined;
    })
    .map((side) => side.name);
  return {
    name: `Camera: live viewers per process until broker p95 > ${LIMIT_P95_MS} ms vs bare aedes`,
    ratio: bareLimit > 0 ? fleetLimit / bareLimit : NaN,
    target: undefined,
    verdict:
      'higher is better' +
      (capped.length > 0 ? `; ${capped.join(' and ')} reached the ramp’s cap, not a limit` : '') +
      (loadLimited.length > 0
        ? `; ${loadLimited.join(' and ')}: the limit found is the load generator's or the machine's, not the broker's`
        : ''),
    detail:
      `${describe(fleet)} vs ${describe(bare)}; each viewer 1 KB/s to one of ` +
      `${fleet.broker.ready.cameras.length} echo cameras, ${HOLD_SECONDS} s per step`,
  };
}
