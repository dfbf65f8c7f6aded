import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { companyIdColumn } from './columns';
import { maintenanceGroupIntervals } from './service';

const hours = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Per asset and company day: engine, idle and moving hours and miles, recomputed from the
 * positions by the usage roll-up (modules/dashboard/usage-rollup.service.ts, docs/DASHBOARD.md),
 * so the dashboard's 7- and 30-day tiles read days, not a year of positions.
 */
export const assetDailyUsage = pgTable(
  'asset_daily_usage',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    engineHours: hours('engine_hours').notNull().default(0),
    idleHours: hours('idle_hours').notNull().default(0),
    miles: hours('miles').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // The day's running state (docs/DASHBOARD.md "The roll-up"): what the next run extends
    // instead of reading the whole day again. Null where the row was written whole (the demo's
    // history) or the day had no fix: the next run that touches it recomputes it whole.
    /** The day's start when the state was kept: a new company time zone starts the day over. */
    dayStartAt: at('day_start_at'),
    /** The newest fix counted (its time and number): its own engine span waits for the next. */
    tailFixTime: at('tail_fix_time'),
    tailPositionId: bigint('tail_position_id', { mode: 'number' }),
    /** Fixes of the day up to the tail: a different count now means one arrived late. */
    fixesThroughTail: integer('fixes_through_tail'),
    /**
     * The last extension's start (the tail before it) and the fixes it read after that time: a
     * run whose new fixes all come after it checks only that stretch (a minute, not the day).
     */
    recentFrom: at('recent_from'),
    recentFixes: integer('recent_fixes'),
    /** Engine and idle seconds of every fix before the tail, and the miles so far, unrounded. */
    closedEngineSeconds: numeric('closed_engine_seconds', { mode: 'number' }),
    closedIdleSeconds: numeric('closed_idle_seconds', { mode: 'number' }),
    milesSoFar: doublePrecision('miles_so_far'),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.day] }),
    index('asset_daily_usage_company_day_idx').on(t.companyId, t.day),
  ],
);

/**
 * The company's daily usage summed by equipment class and branch (0: none), rewritten for each
 * day the roll-up touches: the utilization and idle tiles sum a few thousand of these rows where
 * 30 days of 100,000 assets would be 3,000,000 (measured: 2 s on PostgreSQL).
 */
export const usageDailyGroups = pgTable(
  'usage_daily_groups',
  {
    companyId: companyIdColumn(),
    day: date('day').notNull(),
    equipmentClassId: integer('equipment_class_id').notNull(),
    branchId: integer('branch_id').notNull(),
    engineHours: doublePrecision('engine_hours').notNull(),
    idleHours: doublePrecision('idle_hours').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.equipmentClassId, t.branchId] })],
);

/**
 * Each asset's usage over the last 7 and 30 company days ending `end_day`, so the idle tile's
 * top assets are an index walk: the roll-up rewrites an asset's rows when one of its days
 * changes, and the whole company's once its day turns.
 */
export const assetUsageWindows = pgTable(
  'asset_usage_windows',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    windowDays: smallint('window_days').notNull(),
    companyId: companyIdColumn(),
    endDay: date('end_day').notNull(),
    engineHours: doublePrecision('engine_hours').notNull(),
    idleHours: doublePrecision('idle_hours').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.windowDays] }),
    index('asset_usage_windows_top_idx').on(t.companyId, t.windowDays, t.endDay, t.idleHours),
  ],
);

/**
 * The roll-up's watermark: every position up to this id is in `asset_daily_usage`. One row
 * (id 1); a restart or another instance carries on from it.
 */
export const usageRollupState = pgTable('usage_rollup_state', {
  id: smallint('id').primaryKey(),
  positionId: bigint('position_id', { mode: 'number' }).notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Each asset whose service is due soon or overdue, by its most urgent interval, as the service-due
 * sweep last judged it (modules/service/service-due-sweep.ts, once a minute and at once after a
 * service is recorded). The dashboard's tile counts and lists from here instead of judging every
 * interval of every asset per call; the 'service due' alert rules fire from the same judgement.
 * Assets that are not due have no row.
 */
export const assetServiceDue = pgTable(
  'asset_service_due',
  {
    assetId: integer('asset_id')
      .primaryKey()
      .references(() => assets.assetId),
    companyId: companyIdColumn(),
    intervalId: integer('maintenance_group_interval_id')
      .notNull()
      .references(() => maintenanceGroupIntervals.maintenanceGroupIntervalId, {
        onDelete: 'cascade',
      }),
    intervalName: text('interval_name').notNull(),
    isOverdue: boolean('is_overdue').notNull(),
    /** Used share of the deciding limit (1 = due now): orders the tile's list. */
    share: doublePrecision('share').notNull(),
    /** What is left of that limit in `unit`, negative when overdue. */
    remaining: doublePrecision('remaining').notNull(),
    unit: text('unit').notNull(),
    /** Where this interval's count starts: its newest service record, else the asset's creation. */
    baselineAt: at('baseline_at').notNull(),
    /** When this judgement was made: the sweep rewrites a row only when its judgement changes. */
    judgedAt: at('judged_at').notNull().defaultNow(),
  },
  (t) => [
    index('asset_service_due_urgency_idx').on(t.companyId, t.isOverdue, t.share),
    check('asset_service_due_unit_check', sql`${t.unit} IN ('days', 'miles', 'hours')`),
  ],
);
