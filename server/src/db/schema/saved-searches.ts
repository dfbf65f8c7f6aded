import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from './columns';

/**
 * spec 1 §3 "Saved search preset": a user's named search of one list (presetDomain, e.g.
 * 'inventory'); preset holds { query, filters: [{ identifier, value }] } as the client sent it.
 */
export const savedSearchPresets = pgTable(
  'saved_search_presets',
  {
    presetId: serial('preset_id').primaryKey(),
    companyId: companyIdColumn(),
    userId: userIdColumn(),
    presetName: text('preset_name').notNull(),
    presetDomain: text('preset_domain').notNull(),
    preset: jsonb('preset').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_search_presets_user_idx').on(t.userId, t.presetDomain)],
);
