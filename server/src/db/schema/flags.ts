import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

export const companyFeatureFlags = pgTable(
  'company_feature_flags',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.flag] })],
);

export const userFeatureFlagOverrides = pgTable(
  'user_feature_flag_overrides',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flag] })],
);
