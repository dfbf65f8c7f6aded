import { launchBrowser } from '../../e2e/support/browser';
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { build } from 'vite';
import { type Figure } from '../figure';
import { type MapBenchMode, type MapBenchResult, type UpdateOptions } from './map-bench-api';
import { serveFolder } from './static-server';
import { MAP_BENCH_OUT_DIR } from './vite.config';

/**
 * The map benchmark: 50,000 assets taking 1,000 status updates per second in headless
 * Chromium, our MapView + AssetLayer against bare MapLibre on the same page, same data, same
 * updates. WebGL is SwiftShader (software) here, so only the ratios carry over to real screens.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** Optional: measure closer in, where more assets are single markers (default zoom 7). */
const ZOOM = process.env.BENCH_MAP_ZOOM;
const UPDATES: UpdateOptions = { perSecond: 1000, batchesPerSecond: 10, seconds: SECONDS };
/**
 * Shaders, text images and JIT get ready on a first, unmeasured second of updates; the measured
 * run follows at once, so it starts in the steady state with the worker already busy.
 */
const WARM_UP: UpdateOptions = { ...UPDATES, seconds: 1, settle: false };
const BATCH_INTERVAL_MS = 1000 / UPDATES.batchesPerSecond;
const VIEWPORT = { width: 1280, height: 800 };

interface Run extends MapBenchResult {
  /** Chrome's main-thread task time over the run (CDP TaskDuration) ÷ batches. */
  busyMsPerBatch: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function taskSeconds(send: () => Promise<{ metrics: { name: string; value: number }[] }>) {
  const { metrics } = await send();
  const task = metrics.find((metric) => metric.name === 'TaskDuration');
  if (!task) throw new Error('Chrome reported no TaskDuration');
  return task.value;
}

/** One fresh page (own renderer process), one mode. */
async function runMode(browser: Browser, url: string, mode: MapBenchMode): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busySeconds = () => taskSeconds(() => cdp.send('Performance.getMetrics'));
    const runUpdates = (options: UpdateOptions) =>
      page.evaluate(async (given) => {
        const bench = window.mapBench;
        if (!bench) throw new Error('mapBench missing');
        return bench.runUpdates(given);
      }, options);

    await page.goto(ZOOM ? `${url}?zoom=${ZOOM}` : url);
    await page.waitForFunction(() => window.mapBench !== undefined);
    await page.evaluate(async (chosen) => window.mapBench?.start(chosen), mode);
    await runUpdates(WARM_UP);
    const busyBefore = await busySeconds();
    const result = await runUpdates(UPDATES);
    const busyAfter = await busySeconds();
    if (errors.length > 0) throw new Error(`map page (${mode}): ${errors.join('; ')}`);
    return { ...result, busyMsPerBatch: ((busyAfter - busyBefore) * 1000) / result.batches };
  } finally {
    await context.close();
  }
}

const ms = (value: number): string => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

function figuresOf(bare: Run[], fleet: Run[]): Figure[] {
  const of = (runs: Run[], pick: (run: Run) => number) => median(runs.map(pick));
  const side = (pick: (run: Run) => number) => ({ fleet: of(fleet, pick), bare: of(bare, pick) });
  const p95Frame = side((run) => run.p95FrameMs);
  const medianFrame = side((run) => run.medianFrameMs);
  const fps = side((run) => run.frames / SECONDS);
  const busy = side((run) => run.busyMsPerBatch);
  const handOff = side((run) => run.medianBatchMainThreadMs);
  const handOffP95 = side((run) => run.p95BatchMainThreadMs);
  const initial = side((run) => run.initialRenderMs);
  const catchUp = side((run) => run.catchUpMs);
  const loads = side((run) => run.workerLoads);
  const batches = fleet[0]?.batches ?? 0;
  const setting = `median of ${ROUNDS} rounds × ${SECONDS} s, zoom ${ZOOM ?? 7}, ${VIEWPORT.width}×${VIEWPORT.height}, SwiftShader`;
  const keepsUp = busy.fleet < BATCH_INTERVAL_MS;
  return [
    {
      name: 'Map: 50,000 assets, 1,000 updates/s — p95 frame time vs bare MapLibre',
      ratio: p95Frame.fleet / p95Frame.bare,
      target: undefined,
      verdict: `lower is better, 1 = as smooth as bare MapLibre; p95 frame ${ms(p95Frame.fleet)} (60 fps = 16.7 ms)`,
      detail:
        `p95 frame ${ms(p95Frame.fleet)} vs ${ms(p95Frame.bare)}, median ${ms(medianFrame.fleet)} vs ${ms(medianFrame.bare)}, ` +
        `${Math.round(fps.fleet)} vs ${Math.round(fps.bare)} frames/s; ` +
        `map current ${ms(catchUp.fleet)} vs ${ms(catchUp.bare)} after the last batch (${setting})`,
    },
    {
      name: 'Map: main-thread time per update batch (100 assets) vs bare MapLibre',
      ratio: busy.fleet / busy.bare,
      target: undefined,
      verdict:
        `lower is better; 1,000 updates/s need under ${BATCH_INTERVAL_MS} ms per batch: ` +
        `${ms(busy.fleet)}, ${keepsUp ? 'keeps up' : 'FALLS BEHIND'}`,
      detail:
        `main thread busy ${ms(busy.fleet)} vs ${ms(busy.bare)} per batch (Chrome's task time, rendering included); ` +
        `hand-off to the map median ${ms(handOff.fleet)} vs ${ms(handOff.bare)}, p95 ${ms(handOffP95.fleet)} vs ${ms(handOffP95.bare)}; ` +
        `worker loads ${Math.round(loads.fleet)} vs ${Math.round(loads.bare)} for ${batches} batches`,
    },
    {
      name: 'Map: first render of 50,000 assets vs bare MapLibre',
      ratio: initial.fleet / initial.bare,
      target: undefined,
      verdict: `lower is better; 50,000 assets on screen in ${ms(initial.fleet)}`,
      detail: `${ms(initial.fleet)} vs ${ms(initial.bare)} from handing over the data to the map's first idle (${setting})`,
    },
  ];
}

export async function mapFigures(): Promise<Figure[]> {
  await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts') });
  const server = await serveFolder(MAP_BENCH_OUT_DIR);
  const browser = await launchBrowser();
  try {
    const bare: Run[] = [];
    const fleet: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which side goes first, so drift within a round hits both.
      const order: MapBenchMode[] = round % 2 === 0 ? ['bare', 'fleet'] : ['fleet', 'bare'];
      for (const mode of order) {
        const run = await runMode(browser, server.url, mode);
        (mode === 'fleet' ? fleet : bare).push(run);
      }
    }
    return figuresOf(bare, fleet);
  } finally {
    await browser.close();
    await server.stop();
  }
}
