import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { sweepDueOffRents } from './off-rent.service';

/** How often scheduled off-rents are looked for; schedules are on 15-minute steps. */
export const OFF_RENT_SWEEP_MS = 30_000;

/**
 * Scheduled off-rents take effect when their time passes: once when the server is ready (to catch
 * up after downtime) and every 30 s after. Every instance sweeps; the UPDATE is idempotent (see
 * applyDueOffRents), so two instances on one PostgreSQL never apply one twice.
 */
export function startOffRentSweep(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepDueOffRents(deps.db).catch((error: unknown) => {
      app.log.error({ err: error }, 'scheduled off-rent sweep failed');
    });
    return running;
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), OFF_RENT_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running; // the database closes after the app: let a sweep under way finish first
  });
}
