import type { FastifyInstance } from 'fastify';
import { MOVING_SPEED_MPH } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../platform/periodic';
import { MAX_ENGINE_GAP_MS } from '../trips/timecard.service';
import * as repo from './usage-rollup.repo';
import { yieldToEventLoop } from '../../platform/yield';

/** How often new positions are rolled up (the dashboard's usage is at most this far behind). */
export const USAGE_ROLLUP_MS = 60_000;
/**
 * Positions are numbered when inserted but become visible when their batch commits, and batches
 * commit out of order on PostgreSQL. The watermark therefore stops before the first position
 * received in the last minute: those are read again next run (recomputing is idempotent), so
 * one committed late, behind a higher number, is never skipped. No ingest batch lasts a minute.
 */
const SETTLE_MS = 60_000;
/**
 * Days a statement: planning one costs PGlite about 7 ms, more than extending a day (~1 ms), so
 * days go together; few enough that a statement of days read whole still lets the server answer.
 */
const DAYS_PER_STATEMENT = 16;
/** Positions per step: bounds the days one step finds. */
const POSITIONS_PER_STEP = 5_000;

/**
 * The timecard's engine rule (a silent tracker proves nothing after 30 minutes) and the status's
 * idle rule (engine on, not moving), so the dashboard agrees with the card and the map.
 */
export const USAGE_RULES: repo.RollupRules = {
  gapSeconds: MAX_ENGINE_GAP_MS / 1000,
  movingMph: MOVING_SPEED_MPH,
};

export interface RollupResult {
  positionsThrough: number;
  daysRolledUp: number;
}

/**
 * One run of the usage roll-up (docs/DASHBOARD.md "The roll-up"): the (asset, company day)
 * pairs that positions numbered past the watermark fall in are brought up to date (extended
 * with the fixes after each day's newest counted one, or read whole when one came late), then
 * those days' class-and-branch sums and those assets' 7- and 30-day windows;
 * every company whose day turned gets fresh windows. Idempotent, so several instances on one
 * PostgreSQL may run it at once. `whole` reads every day whole, as runs did before days kept
 * their state (the benchmark's yardstick).
 */
export async function runUsageRollup(
  db: Db,
  nowMs: number = Date.now(),
  options: { whole?: boolean } = {},
): Promise<RollupResult> {
  const watermark = await repo.readWatermark(db);
  const maxId = await repo.findMaxPositionId(db);
  const cutoff = new Date(nowMs - SETTLE_MS);
  let durable = watermark;
  let isSettled = true;
  const touched = new Map<number, { days: Set<string>; assets: Set<number> }>();
  let daysRolledUp = 0;
  for (let after = watermark; after < maxId; after += POSITIONS_PER_STEP) {
    const range = { after, upTo: Math.min(after + POSITIONS_PER_STEP, maxId) };
    const days = await repo.findMovedDays(db, range, USAGE_RULES);
    // A few days a statement, the event loop let run after each (awaiting PGlite never yields):
    // a day extended costs about a millisecond, one read whole (a late fix, its first run)
    // grows with its fixes.
    for (let i = 0; i < days.length; i += DAYS_PER_STATEMENT) {
      await repo.rollUpDays(db, days.slice(i, i + DAYS_PER_STATEMENT), USAGE_RULES, options);
      await yieldToEventLoop();
    }
    daysRolledUp += days.length;
    for (const day of days) {
      const company = touched.get(day.company_id) ?? { days: new Set(), assets: new Set() };
      company.days.add(day.day);
      company.assets.add(day.asset_id);
      touched.set(day.company_id, company);
    }
    if (isSettled) {
      const unsettled = await repo.findFirstUnsettled(db, range, cutoff);
      durable = unsettled === null ? range.upTo : unsettled - 1;
      isSettled = unsettled === null;
    }
  }
  for (const [companyId, { days, assets }] of touched) {
    await repo.rewriteDayGroups(db, companyId, [...days]);
    const today = await repo.findCompanyToday(db, companyId);
    if (today) await repo.rewriteWindows(db, companyId, today, [...assets]);
    await yieldToEventLoop();
  }
  for (const stale of await repo.findStaleWindowCompanies(db)) {
    await repo.rewriteWindows(db, stale.company_id, stale.today, 'all');
  }
  if (durable > watermark) await repo.writeWatermark(db, durable);
  return { positionsThrough: durable, daysRolledUp };
}

/**
 * Rebuilds a company's sums and windows from its daily rows, for usage written straight into
 * `asset_daily_usage` (the demo's history, the benchmark's year).
 */
export async function rebuildCompanyUsage(db: Db, companyId: number): Promise<void> {
  const days = await repo.listUsageDays(db, companyId);
  for (let i = 0; i < days.length; i += 31) {
    await repo.rewriteDayGroups(db, companyId, days.slice(i, i + 31));
  }
  const today = await repo.findCompanyToday(db, companyId);
  if (today) await repo.rewriteWindows(db, companyId, today, 'all');
}

/** Runs the roll-up once the server is ready (catching up after downtime), then every minute. */
export function startUsageRollup(app: FastifyInstance, deps: AppDeps): void {
  runPeriodically(app, 'usage roll-up', USAGE_ROLLUP_MS, () =>
    runUsageRollup(deps.db, (deps.now ?? Date.now)()),
  );
}
