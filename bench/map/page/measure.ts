import { type Map as MapLibreMap } from 'maplibre-gl';

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** requestAnimationFrame deltas until stopped: a busy main thread shows as long frames. */
export function startFrameClock(): { stop(): number[] } {
  const deltas: number[] = [];
  let last: number | null = null;
  let frame = requestAnimationFrame(function tick(now) {
    if (last !== null) deltas.push(now - last);
    last = now;
    frame = requestAnimationFrame(tick);
  });
  return {
    stop() {
      cancelAnimationFrame(frame);
      return deltas;
    },
  };
}

/** Tasks over 50 ms; null where the browser does not report them. */
export function observeLongTasks(): { stop(): { count: number; totalMs: number } | null } {
  if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) return { stop: () => null };
  const totals = { count: 0, totalMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      totals.count++;
      totals.totalMs += entry.duration;
    }
  });
  observer.observe({ type: 'longtask' });
  return {
    stop() {
      for (const entry of observer.takeRecords()) {
        totals.count++;
        totals.totalMs += entry.duration;
      }
      observer.disconnect();
      return totals;
    },
  };
}

/** Worker data loads the source finished (its 'content' data events). */
export function countWorkerLoads(map: MapLibreMap, sourceId: string): { stop(): number } {
  let loads = 0;
  const subscription = map.on('sourcedata', (event) => {
    if (event.sourceId === sourceId && event.sourceDataType === 'content') loads++;
  });
  return {
    stop() {
      subscription.unsubscribe();
      return loads;
    },
  };
}

/** Long enough for any run here; a map that never settles must not hang the benchmark. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * When the map is next 'idle': after a render once nothing is moving and every source, worker
 * update and tile has loaded. The repaint makes sure such a render happens. NaN on timeout.
 */
export function nextIdle(map: MapLibreMap): Promise<number> {
  return new Promise((resolve) => {
    const timeout = setTimeout(() => resolve(NaN), IDLE_TIMEOUT_MS);
    map.once('idle', () => {
      clearTimeout(timeout);
      resolve(performance.now());
    });
    map.triggerRepaint();
  });
}

/** The map's 'idle' after the source's next data load: new data is on screen. */
export function idleAfterNextLoad(map: MapLibreMap, sourceId: string): Promise<number> {
  return new Promise((resolve) => {
    const subscription = map.on('sourcedata', (event) => {
      if (event.sourceId !== sourceId || event.sourceDataType !== 'content') return;
      subscription.unsubscribe();
      resolve(nextIdle(map));
    });
  });
}

export const nextFrame = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(resolve));
