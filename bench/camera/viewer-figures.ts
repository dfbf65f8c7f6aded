import { randomBytes } from 'node:crypto';
import {
  MQTT_WEBSOCKET_PATH,
  cameraInTopic,
  cameraOutTopic,
  type CameraLiveConfig,
} from '@fleet/domain';
import { type Figure } from '../figure';
import { apiFetch } from '../../e2e/support/fleet-api';
import { within } from '../waits';
import { startBrokerProcess, type BrokerProcess } from './broker-process';
import { usageMeter, type Usage } from './process-usage';
import { signallingLoad, type SignallingLoad, type ViewerLogin } from './signalling-load';

/**
 * Issue 13: how many live viewers one Fleet process serves (signalling only: media flows peer
 * to peer) before the broker's p95 round trip passes 200 ms, as a ratio to the same ramp
 * against a bare aedes broker (no hooks) in a process of its own. The ramp adds viewers (50,
 * 100, 200, …, 6,400) and holds each step; at each step the two sides take turns (the waiting
 * side's viewers stay connected, silent), so drift in the machine's load hits both. A side
 * stops at its first step over 200 ms. The load generator is this process: its CPU and event
 * loop are measured too, and the figure says when it, not the broker, was the limit.
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
  name: 'Fleet' | 'bare';
  broker: BrokerProcess;
  load: SignallingLoad;
  steps: Step[];
  done: boolean;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number): string =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'lost (> 1 s)';

/**
 * Calls as a browser does (e2e/support/fleet-api.ts `apiFetch`): a call Fleet shed while its
 * event loop lagged (503 OVERLOADED, as a fresh server on a loaded machine does) is sent again
 * after the Retry-After it asked for. Bounded, so a server that never answers fails the bench.
 */
const call = (url: string, init: RequestInit, what: string): Promise<Response> =>
  within(apiFetch(url, { ...init, signal: AbortSignal.timeout(120_000) }), 120, what);

async function signInToFleet(broker: BrokerProcess): Promise<string> {
  const { apiUrl, email, password } = broker.ready;
  const response = await call(
    `${apiUrl}/api/auth/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    'camera viewers bench: Fleet did not answer the sign-in',
  );
  if (!response.ok) throw new Error(`camera viewers bench: sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Each of Fleet's viewers fetches its own live config, as the window does at its first start. */
function fleetLogin(broker: BrokerProcess, token: string) {
  return async (cameraId: number): Promise<ViewerLogin> => {
    const url = `${broker.ready.apiUrl}/api/cameras/${cameraId}/live-config`;
    const init = { headers: { authorization: `Bearer ${token}` } };
    const response = await call(url, init, 'Fleet did not answer a live config');
    if (!response.ok) throw new Error(`live config: ${response.status} ${await response.text()}`);
    const { config } = (await response.json()) as CameraLiveConfig;
    return {
      url: `${config.protocol}://${config.host}${MQTT_WEBSOCKET_PATH}`,
      clientId: config.client_id,
      username: config.access_key_id,
      password: config.secret_key,
      publishTopic: config.publish_topic,
      subscriptionTopic: config.subscription_topic,
    };
  };
}

/** The bare broker takes anyone: the same topics, a client id of the same form, no login. */
function bareLogin(broker: BrokerProcess) {
  return (cameraId: number): Promise<ViewerLogin> => {
    const clientId = `v${randomBytes(11).toString('hex')}`;
    return Promise.resolve({
      url: broker.ready.wsUrl ?? '',
      clientId,
      publishTopic: cameraInTopic(broker.ready.companyId, cameraId),
      subscriptionTopic: cameraOutTopic(broker.ready.companyId, cameraId, clientId),
    });
  };
}

async function measureStep(side: Side, viewers: number): Promise<Step> {
  const meter = usageMeter();
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
  meter.reset();
  const held = await side.load.hold(WARM_SECONDS, HOLD_SECONDS);
  const load = meter.read();
  const broker = await side.broker.usage();
  return {
    viewers,
    p95: percentile(held.latencies, 95),
    messages: held.latencies.length,
    lost: held.lost,
    dropped: held.dropped,
    broker,
    load,
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
  const sides: Side[] = [];
  try {
    const fleet = await startBrokerProcess('fleet-broker-server.ts', 'camera viewers: Fleet');
    started.push(fleet);
    const bare = await startBrokerProcess('bare-broker-server.ts', 'camera viewers: bare broker');
    started.push(bare);
    const token = await signInToFleet(fleet);
    sides.push(
      {
        name: 'Fleet',
        broker: fleet,
        load: signallingLoad(fleet.ready, fleetLogin(fleet, token)),
        steps: [],
        done: false,
      },
      {
        name: 'bare',
        broker: bare,
        load: signallingLoad(bare.ready, bareLogin(bare)),
        steps: [],
        done: false,
      },
    );
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
    await Promise.allSettled(sides.map((side) => side.load.close()));
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
