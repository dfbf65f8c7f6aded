import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from './columns';

export const companyFeatureFlags = pgTable(
  'company_feature_flags',
  {
    companyId: companyIdColumn(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.flag] })],
);

export const userFeatureFlagOverrides = pgTable(
  'user_feature_flag_overrides',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flag] })],
);
