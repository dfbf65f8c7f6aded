import type {
  DashboardIdle,
  DashboardRentalClasses,
  DashboardUtilizationGroup,
} from '@fleet/domain';
import { formatAxisDay } from './dashboard-format';

/** Bars a tile draws before the rest are left to the list behind its link. */
export const MAX_BARS = 10;

/** Height of a chart of horizontal bars: a row per bar plus the axis. */
export function barChartHeight(bars: number): number {
  return Math.max(120, bars * 30 + 40);
}

export interface Bars<Row> {
  rows: Row[];
  /** How many were left out of the chart. */
  hidden: number;
}

function firstBars<Row>(rows: Row[], limit: number): Bars<Row> {
  return { rows: rows.slice(0, limit), hidden: Math.max(0, rows.length - limit) };
}

export interface UtilizationBar {
  name: string;
  /** Utilization as a percentage, one decimal, for the axis and the tooltip. */
  percent: number;
  assets: number;
  engineHours: number;
}

/** Classes or branches, busiest first (then by name, so the order never shuffles). */
export function utilizationBars(
  groups: readonly DashboardUtilizationGroup[],
  limit = MAX_BARS,
): Bars<UtilizationBar> {
  const rows = [...groups]
    .sort((a, b) => b.utilization - a.utilization || a.name.localeCompare(b.name))
    .map((group) => ({
      name: group.name,
      percent: Math.round(group.utilization * 1000) / 10,
      assets: group.assets,
      engineHours: group.engine_hours,
    }));
  return firstBars(rows, limit);
}

export type RentalClassBar = DashboardRentalClasses['classes'][number];

/** Classes with assets, the largest first. */
export function rentalClassBars(
  classes: DashboardRentalClasses['classes'],
  limit = MAX_BARS,
): Bars<RentalClassBar> {
  const rows = classes
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return firstBars(rows, limit);
}

export interface RentalTotals {
  onRent: number;
  available: number;
  unavailable: number;
  total: number;
}

export function rentalTotals(classes: DashboardRentalClasses['classes']): RentalTotals {
  return classes.reduce(
    (sum, entry) => ({
      onRent: sum.onRent + entry.on_rent,
      available: sum.available + entry.available,
      unavailable: sum.unavailable + entry.unavailable,
      total: sum.total + entry.total,
    }),
    { onRent: 0, available: 0, unavailable: 0, total: 0 },
  );
}

export interface IdleDay {
  day: string;
  label: string;
  idle: number;
  engine: number;
}

/** One point per company day, hours to a tenth, labelled for the axis ("May 4"). */
export function idleDays(byDay: DashboardIdle['by_day']): IdleDay[] {
  const tenth = (hours: number) => Math.round(hours * 10) / 10;
  return byDay.map((entry) => ({
    day: entry.day,
    label: formatAxisDay(entry.day),
    idle: tenth(entry.idle_hours),
    engine: tenth(entry.engine_hours),
  }));
}

export function idleTotals(byDay: DashboardIdle['by_day']): { idle: number; engine: number } {
  return byDay.reduce(
    (sum, entry) => ({
      idle: sum.idle + entry.idle_hours,
      engine: sum.engine + entry.engine_hours,
    }),
    { idle: 0, engine: 0 },
  );
}

/** A window with no engine time at all draws no chart but says so. */
export function hasUsage(byDay: DashboardIdle['by_day']): boolean {
  return byDay.some((entry) => entry.engine_hours > 0 || entry.idle_hours > 0);
}
