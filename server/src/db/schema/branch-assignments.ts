import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { branches } from './reference';

/**
 * spec 1 §3 "Branch assignment" (start_date, end_date, branch, assignment_type_id) and spec 2
 * §7 (created with type 1 or 2, ended with end_date): the history of an asset's branches.
 * Type 1 is the inventory (owning) branch, type 2 the rental branch: our reading, since the
 * spec names only the numbers. The open row (end_date null) of each type is the asset's
 * current branch of that type; a change ends it and opens the next in one transaction.
 */
export const branchAssignments = pgTable(
  'branch_assignments',
  {
    branchAssignmentId: serial('branch_assignment_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.branchId),
    assignmentTypeId: integer('assignment_type_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
  },
  (t) => [
    index('branch_assignments_asset_idx').on(t.assetId, t.assignmentTypeId, t.startDate),
    // One current branch of each type per asset.
    uniqueIndex('branch_assignments_open_unique')
      .on(t.assetId, t.assignmentTypeId)
      .where(sql`end_date IS NULL`),
    check('branch_assignments_type_check', sql`${t.assignmentTypeId} IN (1, 2)`),
    check(
      'branch_assignments_dates_check',
      sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);
