import { date, index, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { companyIdColumn } from './columns';

const hours = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * Per asset and company day: engine, idle and moving hours and miles, kept by the ingest as
 * positions commit, so the dashboard's 7- and 30-day tiles read days, not a year of positions.
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.day] }),
    index('asset_daily_usage_company_day_idx').on(t.companyId, t.day),
  ],
);
