import { z } from 'zod';
import { TRACKER_DISPLAY_STATUSES } from '../assets/display-status';

/**
 * The dashboard (spec 1 §2 nav "Dashboard"; issue 12): the fleet at a glance. Each tile is its
 * own call, so one slow tile never holds the others, and each answers from data kept for it
 * (docs/DASHBOARD.md): statuses from `asset_statuses`, usage from `asset_daily_usage`.
 */
export const DASHBOARD_MESSAGES = {
  loadFailed: 'There was a problem loading this tile. Please try again.',
  disabled: 'The dashboard is not switched on for your company.',
  noAssets: 'No assets yet: add some and they appear here.',
  noUsage: 'No engine time reported in this period.',
  noServiceDue: 'No service is due.',
  allReporting: 'Every tracker has reported in the last 24 hours.',
} as const;

/** Windows the utilization and idle tiles offer, in company days ending today. */
export const DASHBOARD_WINDOWS = [7, 30] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];

/** A tracker that has not reported for this long counts as not reporting. */
export const NOT_REPORTING_HOURS = 24;

/** The moment before which a tracker's last fix makes it not reporting (the tile and the register). */
export const notReportingBefore = (nowMs: number): Date =>
  new Date(nowMs - NOT_REPORTING_HOURS * 3_600_000);
/** Service within this many days (or 10% of an interval's miles or hours) counts as due soon. */
export const SERVICE_DUE_SOON_DAYS = 14;
/** How many assets a tile lists by name (the rest are behind its link). */
export const DASHBOARD_TOP_ASSETS = 10;

export const dashboardWindowQuery = z
  .object({
    days: z
      .enum(['7', '30'], { message: 'days must be 7 or 30' })
      .default('7')
      .transform((value) => Number(value) as DashboardWindow),
  })
  .strict();

/** Assets by what they are doing now; `no_tracker` for assets without one. */
export const DASHBOARD_STATUS_KEYS = [...TRACKER_DISPLAY_STATUSES, 'no_tracker'] as const;
export type DashboardStatusKey = (typeof DASHBOARD_STATUS_KEYS)[number];

export const dashboardStatuses = z.object({
  total: z.number().int(),
  counts: z.array(z.object({ status: z.enum(DASHBOARD_STATUS_KEYS), count: z.number().int() })),
  as_of: z.string(),
});
export type DashboardStatuses = z.infer<typeof dashboardStatuses>;

const utilizationGroup = z.object({
  /** Class or branch id; null for assets without one ('No class', 'No branch'). */
  id: z.number().int().nullable(),
  name: z.string(),
  assets: z.number().int(),
  engine_hours: z.number(),
  idle_hours: z.number(),
  /** engine_hours ÷ (assets × days × 8 h), 0–1 and more (a double shift is over 1). */
  utilization: z.number(),
});
export type DashboardUtilizationGroup = z.infer<typeof utilizationGroup>;

export const dashboardUtilization = z.object({
  days: z.number().int(),
  /** First and last company day of the window, YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  overall: utilizationGroup.omit({ id: true, name: true }),
  by_class: z.array(utilizationGroup),
  by_branch: z.array(utilizationGroup),
});
export type DashboardUtilization = z.infer<typeof dashboardUtilization>;

export const dashboardRentalClasses = z.object({
  classes: z.array(
    z.object({
      class_id: z.number().int().nullable(),
      name: z.string(),
      on_rent: z.number().int(),
      available: z.number().int(),
      unavailable: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type DashboardRentalClasses = z.infer<typeof dashboardRentalClasses>;

const assetHours = z.object({ asset_id: z.number().int(), name: z.string(), hours: z.number() });

export const dashboardIdle = z.object({
  days: z.number().int(),
  /** One entry per company day of the window, oldest first, zero-filled. */
  by_day: z.array(z.object({ day: z.string(), idle_hours: z.number(), engine_hours: z.number() })),
  /** The assets that idled longest in the window, longest first. */
  top_assets: z.array(assetHours),
});
export type DashboardIdle = z.infer<typeof dashboardIdle>;

export const dashboardServiceDue = z.object({
  overdue: z.number().int(),
  due_soon: z.number().int(),
  /** Overdue first, then soonest due. */
  assets: z.array(
    z.object({
      asset_id: z.number().int(),
      name: z.string(),
      interval_name: z.string(),
      is_overdue: z.boolean(),
      /** What is left (negative when overdue), in the interval's own unit. */
      remaining: z.number(),
      unit: z.enum(['days', 'miles', 'hours']),
    }),
  ),
});
export type DashboardServiceDue = z.infer<typeof dashboardServiceDue>;

export const dashboardNotReporting = z.object({
  count: z.number().int(),
  /** Assets with a tracker that has never reported are counted here too. */
  never_reported: z.number().int(),
  threshold_hours: z.number().int(),
  /** Silent longest first. */
  assets: z.array(
    z.object({
      asset_id: z.number().int(),
      name: z.string(),
      last_fix_time: z.string().nullable(),
    }),
  ),
});
export type DashboardNotReporting = z.infer<typeof dashboardNotReporting>;
