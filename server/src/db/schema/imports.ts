import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { users } from './users';

/** A row field as stored: spec 2 §3 "Import row" fields (status, issues, values). */
export interface StoredImportField {
  status: 'FAILED' | 'NEEDS_ATTENTION' | 'PENDING' | 'READY';
  issues: { code: string; message: string; details?: string | null }[];
  values: { displayValue: string | null; value: string | null; metadata?: unknown }[];
}

/**
 * spec 2 §3 "Import job", §4 statuses (AVAILABLE while rows are reviewed, IMPORT_IN_PROGRESS
 * while assets are created, COMPLETED, ARCHIVED when ended or undone, FAILED_VALIDATION when the
 * file could not be read). `undone_at` is set when an import's assets were taken back.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    jobId: uuid('job_id').primaryKey().defaultRandom(),
    companyId: companyIdColumn(),
    status: text('status').notNull().default('AVAILABLE'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.userId),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_company_idx').on(t.companyId, t.createdAt),
    check(
      'import_jobs_status_check',
      sql`${t.status} IN ('ARCHIVED', 'AVAILABLE', 'COMPLETED', 'FAILED_VALIDATION', 'IMPORT_IN_PROGRESS')`,
    ),
  ],
);

/**
 * spec 2 §3 "Import row": one spreadsheet row, its fields as mapped and matched. `version`
 * increases on every write so a late background match never overwrites a user's later choice.
 */
export const importRows = pgTable(
  'import_rows',
  {
    rowId: serial('row_id').primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.jobId),
    companyId: companyIdColumn(),
    rowNumber: integer('row_number').notNull(),
    status: text('status').notNull().default('PENDING'),
    entityType: text('entity_type').notNull().default('ASSET'),
    createdAssetId: integer('created_asset_id').references(() => assets.assetId),
    issues: jsonb('issues').$type<StoredImportField['issues']>().notNull().default([]),
    fields: jsonb('fields').$type<Record<string, StoredImportField>>().notNull(),
    legacyMake: text('legacy_make'),
    legacyModel: text('legacy_model'),
    legacyYear: text('legacy_year'),
    version: integer('version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_rows_job_idx').on(t.jobId, t.rowNumber),
    check(
      'import_rows_status_check',
      sql`${t.status} IN ('COMPLETED', 'FAILED', 'NEEDS_ATTENTION', 'PENDING', 'READY')`,
    ),
  ],
);

/** The company's last column mapping (header → field name), offered on the next upload. */
export const importMappings = pgTable('import_mappings', {
  companyId: companyIdColumn().primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
