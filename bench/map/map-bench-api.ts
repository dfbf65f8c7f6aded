/**
 * What the benchmark page (bench/map/page) exposes on `window.mapBench` for map-figures.ts to
 * drive. Types only: both the page (DOM) and the Node side import this file.
 */

/** 'fleet': our MapView + AssetLayer fed by React state. 'bare': plain MapLibre, the yardstick. */
export type MapBenchMode = 'fleet' | 'bare';

export interface UpdateOptions {
  /** Asset status updates per second, spread evenly over the batches. */
  perSecond: number;
  batchesPerSecond: number;
  seconds: number;
  /** Wait for the map to show the last batch before resolving (default true); catchUpMs. */
  settle?: boolean;
}

export interface MapBenchResult {
  mode: MapBenchMode;
  assets: number;
  batches: number;
  /** requestAnimationFrame deltas while the updates ran. */
  frames: number;
  medianFrameMs: number;
  p95FrameMs: number;
  /**
   * Main-thread time to hand one batch to the map: the state change (fleet: React render, commit,
   * effects) plus the animation-frame callback that builds the GeoJSON and calls setData,
   * with the microtasks in which MapLibre serialises it for its worker. A batch that a newer
   * one replaced before its frame counts only its state change (AssetLayer sends the newest);
   * a setData that waits behind the worker's current load is serialised later, outside this.
   */
  medianBatchMainThreadMs: number;
  p95BatchMainThreadMs: number;
  /** From adding the 50,000 features to the map's first 'idle'. */
  initialRenderMs: number;
  /** From the last batch to the map's next 'idle': how far the map lags behind; NaN unsettled. */
  catchUpMs: number;
  /** Data loads the map's worker finished: fewer than batches when MapLibre coalesced them. */
  workerLoads: number;
  /** Tasks over 50 ms (PerformanceObserver 'longtask'); null where the browser has none. */
  longTasks: { count: number; totalMs: number } | null;
}

export interface MapBenchController {
  /** Creates the map for this mode, adds every asset and resolves once it is first idle. */
  start(mode: MapBenchMode): Promise<void>;
  runUpdates(options: UpdateOptions): Promise<MapBenchResult>;
}

declare global {
  interface Window {
    mapBench?: MapBenchController;
  }
}
