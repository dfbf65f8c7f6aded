import type { FastifyInstance } from 'fastify';
import { coalescing } from './coalescing';

/**
 * Background work of the server (roll-ups, sweeps): run once when the server is ready, catching
 * up after downtime, then every `everyMs`, one run at a time (asked while running, it runs once
 * more after). A failed run is logged and the next one tries again; closing the server stops
 * the timer and waits for the run under way. `holdStart` makes the server's start wait for the
 * first run; otherwise a long first run (a large fleet's history) must not delay it.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  everyMs: number,
  work: () => Promise<unknown>,
  { holdStart = false }: { holdStart?: boolean } = {},
): { run(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  const job = coalescing(work, (error: unknown) => app.log.error({ err: error }, `${what} failed`));
  app.addHook('onReady', async () => {
    const first = job.run();
    if (holdStart) await first;
    timer = setInterval(() => void job.run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await job.idle();
  });
  return { run: job.run };
}
