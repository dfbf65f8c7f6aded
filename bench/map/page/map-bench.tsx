import { type MapBenchController, type MapBenchResult, type UpdateOptions } from '../map-bench-api';
import { CENTER, UpdateStream, makeAssets, seededRandom } from './bench-data';
import { startBareMap } from './bare-map';
import { startFleetMap } from './fleet-map';
import {
  countWorkerLoads,
  nextIdle,
  observeLongTasks,
  percentile,
  startFrameClock,
} from './measure';
import { type MapPlacement, type ModeRunner } from './runner';

const SEED = 20_261_122;
/** About what fitting the ±2° fleet into 1280×800 gives: the overview a dispatcher opens. */
const DEFAULT_ZOOM = 7;

const assets = makeAssets(seededRandom(SEED));
const zoom = Number(new URLSearchParams(location.search).get('zoom') ?? DEFAULT_ZOOM);
let runner: ModeRunner | null = null;
// One stream per page, so a warm-up run and the measured run continue the same movements.
let stream: UpdateStream | null = null;
let mode: MapBenchResult['mode'] = 'bare';

function placement(): MapPlacement {
  const container = document.getElementById('map');
  if (!container) throw new Error('#map missing');
  return { container, center: CENTER, zoom };
}

const sleepUntil = (at: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

async function runUpdates(active: ModeRunner, options: UpdateOptions): Promise<MapBenchResult> {
  const { map, sourceId } = active;
  const updates = (stream ??= new UpdateStream(SEED + 1, assets));
  const perBatch = Math.round(options.perSecond / options.batchesPerSecond);
  const batches = Math.round(options.seconds * options.batchesPerSecond);
  const intervalMs = 1000 / options.batchesPerSecond;

  const loads = countWorkerLoads(map, sourceId);
  const longTasks = observeLongTasks();
  const clock = startFrameClock();
  const handOffs: Array<Promise<number>> = [];
  const startedAt = performance.now();
  let lastBatchAt = startedAt;
  // Due times are fixed from the start: a late batch goes out at once rather than shifting the rest.
  for (let batch = 0; batch < batches; batch++) {
    await sleepUntil(startedAt + batch * intervalMs);
    lastBatchAt = performance.now();
    handOffs.push(active.apply(updates.next(perBatch)));
  }
  const batchMs = await Promise.all(handOffs);
  const frameMs = clock.stop();
  const caughtUpAt = options.settle === false ? NaN : await nextIdle(map);

  return {
    mode,
    assets: assets.length,
    batches,
    frames: frameMs.length,
    medianFrameMs: percentile(frameMs, 50),
    p95FrameMs: percentile(frameMs, 95),
    medianBatchMainThreadMs: percentile(batchMs, 50),
    p95BatchMainThreadMs: percentile(batchMs, 95),
    initialRenderMs: active.initialRenderMs,
    catchUpMs: caughtUpAt - lastBatchAt,
    workerLoads: loads.stop(),
    longTasks: longTasks.stop(),
  };
}

const controller: MapBenchController = {
  async start(chosen) {
    if (runner) throw new Error('one map per page load: reload for the next run');
    mode = chosen;
    runner =
      chosen === 'fleet'
        ? await startFleetMap(placement(), assets)
        : await startBareMap(placement(), assets);
  },
  async runUpdates(options) {
    if (!runner) throw new Error('start(mode) first');
    return runUpdates(runner, options);
  },
};
window.mapBench = controller;
