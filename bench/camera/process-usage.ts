import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How busy a process was over a window: its CPU in cores and its event loop's delay. */
export interface Usage {
  /** CPU time ÷ wall time: 1.0 is one core flat out (a Node process's ceiling, mostly). */
  cores: number;
  /** The event loop's delay, 99th percentile (ms): what every message waited on top. */
  loopP99Ms: number;
}

/**
 * Measures this process between `reset` and `read`. Each side of the viewers benchmark reads
 * it over its hold, and so does the load generator: a load generator at a full core, or with a
 * lagging loop, is measuring itself rather than the broker, and the report says so.
 */
export function usageMeter(): { reset(): void; read(): Usage } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let cpu = process.cpuUsage();
  let since = performance.now();
  return {
    reset() {
      cpu = process.cpuUsage();
      since = performance.now();
      delay.reset();
      delay.enable();
    },
    read() {
      const used = process.cpuUsage(cpu);
      const wallMs = Math.max(1, performance.now() - since);
      delay.disable();
      return {
        cores: (used.user + used.system) / 1000 / wallMs,
        loopP99Ms: delay.percentile(99) / 1e6,
      };
    },
  };
}
