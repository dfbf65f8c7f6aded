import {
  DASHBOARD_STATUS_KEYS,
  DASHBOARD_TOP_ASSETS,
  INVENTORY_NONE_KEY,
  NOT_REPORTING_HOURS,
  notReportingBefore,
  UTILIZATION_HOURS_PER_DAY,
  addDays,
  type DashboardIdle,
  type DashboardNotReporting,
  type DashboardRentalClasses,
  type DashboardStatuses,
  type DashboardUtilization,
  type DashboardUtilizationGroup,
  type DashboardWindow,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { findInventoryCombos } from '../inventory/inventory.repo';
import { toFacets } from '../inventory/inventory.service';
import { openDashboard } from './dashboard-access';
import * as repo from './dashboard.repo';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Assets by display status now. On PGlite statuses are written behind: bring them in first. */
export async function getStatuses(deps: AppDeps, auth: AuthContext): Promise<DashboardStatuses> {
  const company = await openDashboard(deps, auth);
  await deps.devices.ingest.persistStatuses();
  const rows = await repo.countByDisplayStatus(deps.db, company.companyId);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    counts: DASHBOARD_STATUS_KEYS.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    as_of: new Date(company.nowMs).toISOString(),
  };
}

/** The window's first and last company day (both included), ending today. */
const windowOf = (today: string, days: DashboardWindow) => ({
  start: addDays(today, -(days - 1)),
  end: today,
});

interface GroupSum {
  id: number | null;
  name: string;
  assets: number;
  engine: number;
  idle: number;
}

function toGroup(sum: GroupSum, days: number): DashboardUtilizationGroup {
  const capacity = sum.assets * days * UTILIZATION_HOURS_PER_DAY;
  return {
    id: sum.id,
    name: sum.name,
    assets: sum.assets,
    engine_hours: round2(sum.engine),
    idle_hours: round2(sum.idle),
    utilization: capacity > 0 ? Math.round((sum.engine / capacity) * 10_000) / 10_000 : 0,
  };
}

/** Groups by name, the one without a class or branch last. */
const byName = (a: DashboardUtilizationGroup, b: DashboardUtilizationGroup) =>
  (a.id === null ? 1 : 0) - (b.id === null ? 1 : 0) || a.name.localeCompare(b.name);

/**
 * Engine and idle hours of the window by class and by branch, over the assets in service each
 * has now (docs/DASHBOARD.md "Utilization"): utilization = engine hours ÷ (assets × days × 8 h).
 */
export async function getUtilization(
  deps: AppDeps,
  auth: AuthContext,
  days: DashboardWindow,
): Promise<DashboardUtilization> {
  const company = await openDashboard(deps, auth);
  const { start, end } = windowOf(company.today, days);
  const [counts, usage] = await Promise.all([
    repo.countAssetsByClassAndBranch(deps.db, company.companyId),
    repo.sumUsageByGroup(deps.db, company.companyId, start, end),
  ]);
  const byClass = new Map<number | null, GroupSum>();
  const byBranch = new Map<number | null, GroupSum>();
  const add = (
    groups: Map<number | null, GroupSum>,
    id: number | null,
    name: string | null,
    none: string,
    values: { assets: number; engine: number; idle: number },
  ) => {
    const group = groups.get(id) ?? {
      id,
      name: id === null ? none : (name ?? `#${id}`),
      assets: 0,
      engine: 0,
      idle: 0,
    };
    group.assets += values.assets;
    group.engine += values.engine;
    group.idle += values.idle;
    groups.set(id, group);
  };
  const overall = { id: null, name: '', assets: 0, engine: 0, idle: 0 };
  for (const row of counts) {
    const values = { assets: Number(row.assets), engine: 0, idle: 0 };
    add(byClass, row.class_id, row.class_name, 'No class', values);
    add(byBranch, row.branch_id, row.branch_name, 'No branch', values);
    overall.assets += values.assets;
  }
  for (const row of usage) {
    const values = { assets: 0, engine: Number(row.engine_hours), idle: Number(row.idle_hours) };
    // The roll-up keeps "none" as 0: ids start at 1.
    add(byClass, row.class_id || null, row.class_name, 'No class', values);
    add(byBranch, row.branch_id || null, row.branch_name, 'No branch', values);
    overall.engine += values.engine;
    overall.idle += values.idle;
  }
  const { assets, engine_hours, idle_hours, utilization } = toGroup(overall, days);
  return {
    days,
    start_date: start,
    end_date: end,
    overall: { assets, engine_hours, idle_hours, utilization },
    by_class: [...byClass.values()].map((group) => toGroup(group, days)).sort(byName),
    by_branch: [...byBranch.values()].map((group) => toGroup(group, days)).sort(byName),
  };
}

/** On rent, available and unavailable per class: the inventory's by-class counts, unfiltered. */
export async function getRentalClasses(
  deps: AppDeps,
  auth: AuthContext,
): Promise<DashboardRentalClasses> {
  const company = await openDashboard(deps, auth);
  const combos = await findInventoryCombos(deps.db, {
    companyId: company.companyId,
    queryField: 'name',
    queryValue: '',
    filters: {},
  });
  return {
    classes: toFacets(combos, {}).classes.map((entry) => ({
      class_id: entry.key === INVENTORY_NONE_KEY ? null : Number(entry.key),
      name: entry.className,
      on_rent: entry.onrent,
      available: entry.available,
      unavailable: entry.unavailable,
      total: entry.total,
    })),
  };
}

/** Idle and engine hours per company day of the window (zero-filled), and who idled longest. */
export async function getIdle(
  deps: AppDeps,
  auth: AuthContext,
  days: DashboardWindow,
): Promise<DashboardIdle> {
  const company = await openDashboard(deps, auth);
  const { start, end } = windowOf(company.today, days);
  const [perDay, top] = await Promise.all([
    repo.sumUsageByDay(deps.db, company.companyId, start, end),
    repo.findTopIdleAssets(deps.db, company.companyId, {
      days,
      end,
      limit: DASHBOARD_TOP_ASSETS,
    }),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    days,
    by_day: Array.from({ length: days }, (_, i) => {
      const day = addDays(start, i);
      const row = byDay.get(day);
      return {
        day,
        idle_hours: round2(Number(row?.idle_hours ?? 0)),
        engine_hours: round2(Number(row?.engine_hours ?? 0)),
      };
    }),
    top_assets: top.map((row) => ({
      asset_id: row.asset_id,
      name: row.name,
      hours: round2(Number(row.hours)),
    })),
  };
}

/** Tracked assets silent for NOT_REPORTING_HOURS or more, or never heard from. */
export async function getNotReporting(
  deps: AppDeps,
  auth: AuthContext,
): Promise<DashboardNotReporting> {
  const company = await openDashboard(deps, auth);
  await deps.devices.ingest.persistStatuses();
  const before = notReportingBefore(company.nowMs);
  const rows = await repo.findNotReporting(
    deps.db,
    company.companyId,
    before,
    DASHBOARD_TOP_ASSETS,
  );
  const [first] = rows;
  return {
    count: Number(first?.total ?? 0),
    never_reported: Number(first?.never ?? 0),
    threshold_hours: NOT_REPORTING_HOURS,
    assets: rows.map((row) => ({
      asset_id: row.asset_id,
      name: row.name,
      last_fix_time: row.last_fix_time === null ? null : new Date(row.last_fix_time).toISOString(),
    })),
  };
}
