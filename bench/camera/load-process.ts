import type { BrokerReady } from './broker-process';
import { forkBenchChild } from './bench-child';
import type { Usage } from './process-usage';
import type { HoldResult } from './signalling-load';
import type { SideName } from './viewer-logins';

/** Growing a step can take long on a loaded machine: each viewer tries five times. */
const GROW_SECONDS = 600;
/** Asked after the hold and its drain: a generous bound over both. */
const HOLD_MARGIN_SECONDS = 60;

export interface LoadProcess {
  grow(count: number): Promise<{ retries: number }>;
  /** The hold's round trips, and the load process's own CPU and event loop over it. */
  hold(warmSeconds: number, seconds: number): Promise<HoldResult & { usage: Usage }>;
  /** Lets the viewers and cameras go; the process stays until `stop`. */
  close(): Promise<void>;
  stop(): Promise<void>;
}

/** The parent's side of load-process-main.ts: one side's load, in a process of its own. */
export async function startLoadProcess(side: SideName, broker: BrokerReady): Promise<LoadProcess> {
  const child = await forkBenchChild<object>(
    'load-process-main.ts',
    `camera viewers: ${side} load`,
  );
  try {
    await child.ask('init', { side, broker }, 180);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    grow: (count) => child.ask('grow', { count }, GROW_SECONDS),
    hold: async (warmSeconds, seconds) => {
      const held = await child.ask<HoldResult & { usage: Usage }>(
        'hold',
        { warmSeconds, seconds },
        warmSeconds + seconds + HOLD_MARGIN_SECONDS,
      );
      // The child sends the answered round trips; each lost one counts as Infinity here.
      return {
        latencies: [...held.latencies, ...Array<number>(held.lost).fill(Infinity)],
        lost: held.lost,
        dropped: held.dropped,
        usage: { cores: held.usage.cores, loopP99Ms: held.usage.loopP99Ms },
      };
    },
    close: async () => {
      await child.ask('close');
    },
    stop: () => child.stop(),
  };
}
