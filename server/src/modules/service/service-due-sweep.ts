import type { FastifyInstance } from 'fastify';
import { judgeServiceDue, serviceBaseline, type ServiceDueJudgement } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { coalescing } from '../../platform/coalescing';
import { runPeriodically } from '../../platform/periodic';
import { currentReadings } from './service-access';
import { usageOfInterval } from './upcoming-service.service';
import * as repo from './service-due.repo';
import { yieldToEventLoop } from '../../platform/yield';

/** How often every grouped asset is judged again (odometers, hours and days move on). */
export const SERVICE_DUE_SWEEP_MS = 60_000;
/** Assets per page: bounds each statement (PGlite shares the event loop with requests). */
const ASSETS_PER_PAGE = 500;
/** Past every asset id (ids are 32-bit). */
const LAST_ID = 2 ** 31 - 1;

type Interval = Awaited<ReturnType<typeof repo.findCompanyIntervals>>[number];

/** Overdue before due soon; then the more used (docs/DASHBOARD.md "Service due"). */
const isMoreUrgent = (a: ServiceDueJudgement, b: ServiceDueJudgement) =>
  a.isOverdue !== b.isOverdue ? a.isOverdue : a.share > b.share;

/**
 * The asset's most urgent interval, each counted exactly as the card's upcoming service counts
 * it (usageOfInterval) and judged by the domain's judgeServiceDue; null when none is due.
 */
function judgeAsset(
  deps: AppDeps,
  asset: repo.GroupedAsset,
  intervals: readonly Interval[],
  records: ReadonlyMap<string, repo.LatestRecord>,
  nowMs: number,
): repo.ServiceDueRow | null {
  const readings = currentReadings(deps, asset.asset_id, {
    odometer: asset.odometer === null ? null : Number(asset.odometer),
    hours: asset.hours === null ? null : Number(asset.hours),
  });
  const createdAtMs = new Date(asset.created_at).getTime();
  let worst: repo.ServiceDueRow | null = null;
  let worstJudgement: ServiceDueJudgement | null = null;
  for (const interval of intervals) {
    const row = records.get(`${asset.asset_id}:${interval.interval_id}`);
    const record = row && {
      performedAt: new Date(row.performed_at),
      odometerMiles: row.odometer_miles === null ? null : Number(row.odometer_miles),
      engineHours: row.engine_hours === null ? null : Number(row.engine_hours),
    };
    const limits = {
      timeDays: interval.time_days,
      miles: interval.miles === null ? null : Number(interval.miles),
      engineHours: interval.engine_hours === null ? null : Number(interval.engine_hours),
    };
    const usage = usageOfInterval(limits, record, createdAtMs, { nowMs, ...readings });
    const judgement = judgeServiceDue(
      { time_days: limits.timeDays, miles: limits.miles, engine_hours: limits.engineHours },
      usage,
    );
    if (!judgement || (worstJudgement && !isMoreUrgent(judgement, worstJudgement))) continue;
    worstJudgement = judgement;
    worst = {
      assetId: asset.asset_id,
      intervalId: interval.interval_id,
      intervalName: interval.name,
      isOverdue: judgement.isOverdue,
      share: judgement.share,
      remaining: judgement.remaining,
      unit: judgement.unit,
      baselineMs: serviceBaseline(
        record ? { ...record, performedAtMs: record.performedAt.getTime() } : null,
        createdAtMs,
      ).atMs,
    };
  }
  return worst;
}

/** Judges a set of the company's grouped assets (one page) and writes what is due. */
async function judgeAssets(
  deps: AppDeps,
  companyId: number,
  assets: repo.GroupedAsset[],
  intervalsByGroup: ReadonlyMap<number, Interval[]>,
  nowMs: number,
): Promise<repo.ServiceDueRow[]> {
  const records = new Map(
    (
      await repo.findLatestRecords(
        deps.db,
        companyId,
        assets.map((asset) => asset.asset_id),
      )
    ).map((record) => [`${record.asset_id}:${record.interval_id}`, record]),
  );
  return assets.flatMap((asset) => {
    const intervals = intervalsByGroup.get(asset.maintenance_group_id) ?? [];
    const due = judgeAsset(deps, asset, intervals, records, nowMs);
    return due ? [due] : [];
  });
}

async function intervalsOf(deps: AppDeps, companyId: number) {
  const byGroup = new Map<number, Interval[]>();
  for (const interval of await repo.findCompanyIntervals(deps.db, companyId)) {
    const list = byGroup.get(interval.maintenance_group_id) ?? [];
    list.push(interval);
    byGroup.set(interval.maintenance_group_id, list);
  }
  return byGroup;
}

/** Judges every grouped asset in service of one company, a page at a time. */
async function sweepCompany(deps: AppDeps, companyId: number, nowMs: number): Promise<number> {
  const intervalsByGroup = await intervalsOf(deps, companyId);
  let judged = 0;
  let after = 0;
  for (;;) {
    const page = await repo.findGroupedAssets(deps.db, companyId, {
      after,
      limit: ASSETS_PER_PAGE,
    });
    const isLast = page.length < ASSETS_PER_PAGE;
    // The last page's scope runs to the end, clearing rows of assets past every grouped one.
    const to = isLast ? LAST_ID : (page.at(-1)?.asset_id ?? LAST_ID);
    const due = await judgeAssets(deps, companyId, page, intervalsByGroup, nowMs);
    await repo.replaceServiceDue(deps.db, companyId, { from: after, to }, due);
    judged += page.length;
    if (isLast) return judged;
    after = to;
    // Requests are answered between pages (on PGlite an awaited query alone never lets them).
    await yieldToEventLoop();
  }
}

/**
 * Judges every grouped asset in service of every company and keeps `asset_service_due` to what
 * is due now (docs/DASHBOARD.md "Service due"). Idempotent, so several instances on one
 * PostgreSQL may run it at once. Returns how many assets were judged.
 */
export async function sweepServiceDue(deps: AppDeps, nowMs: number): Promise<number> {
  let judged = 0;
  for (const companyId of await repo.findServiceDueCompanies(deps.db)) {
    judged += await sweepCompany(deps, companyId, nowMs);
  }
  return judged;
}

/** Judges these assets of the company again now ('all': every one). */
export async function judgeServiceDueOf(
  deps: AppDeps,
  companyId: number,
  assetIds: number[] | 'all',
  nowMs: number,
): Promise<void> {
  if (assetIds === 'all') {
    await sweepCompany(deps, companyId, nowMs);
    return;
  }
  if (assetIds.length === 0) return;
  const assets = await repo.findGroupedAssets(deps.db, companyId, { assetIds });
  const due = await judgeAssets(deps, companyId, assets, await intervalsOf(deps, companyId), nowMs);
  await repo.replaceServiceDue(deps.db, companyId, { assetIds }, due);
}

/**
 * Runs the sweep when the server is ready and then every minute. Assets whose service was
 * recorded or undone, whose group changed, or that were edited or archived are judged again at
 * once, so the dashboard does not show a truck overdue the minute after its oil was changed.
 */
export function startServiceDueSweep(app: FastifyInstance, deps: AppDeps): void {
  const now = () => (deps.now ?? Date.now)();
  runPeriodically(app, 'service-due sweep', SERVICE_DUE_SWEEP_MS, () =>
    sweepServiceDue(deps, now()),
  );
  const logFailure = (error: unknown) => app.log.error({ err: error }, 'service-due sweep failed');
  // What to judge again, by company: some assets, or all of them.
  const pending = new Map<number, Set<number> | 'all'>();
  const rejudge = coalescing(async () => {
    const batches = [...pending];
    pending.clear();
    for (const [companyId, ids] of batches) {
      await judgeServiceDueOf(deps, companyId, ids === 'all' ? ids : [...ids], now());
    }
  }, logFailure);
  const ask = ({ companyId, assetIds }: { companyId: number; assetIds: number[] | 'all' }) => {
    const queued = pending.get(companyId) ?? new Set<number>();
    if (queued === 'all' || assetIds === 'all') pending.set(companyId, 'all');
    else pending.set(companyId, new Set([...queued, ...assetIds]));
    void rejudge.run();
  };
  const unsubscribe = [
    deps.bus.subscribe('service.changed', ask),
    deps.bus.subscribe('assets.updated', ask),
    deps.bus.subscribe('assets.archived', ask),
  ];
  app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
    await rejudge.idle();
  });
}
