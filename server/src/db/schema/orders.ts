import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { users } from './users';
import { geofences } from './telematics';

/**
 * spec 1 §3 "Job": a job of the company; a job with a parent is a phase of it (child_jobs).
 * Only one level of phases is used by the forms (top-level jobs, then their children).
 */
export const jobs = pgTable(
  'jobs',
  {
    jobId: serial('job_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    parentJobId: integer('parent_job_id').references((): AnyPgColumn => jobs.jobId),
    customId: text('custom_id'),
    geofenceId: integer('geofence_id').references(() => geofences.geofenceId),
    workCodes: jsonb('work_codes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_company_idx').on(t.companyId), index('jobs_parent_idx').on(t.parentJobId)],
);

/**
 * spec 1 §3 "Order": what a rental was ordered under: the order contact (user_id, a user who
 * can rent), the job or phase it is for, and the customer's purchase order.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    companyId: companyIdColumn(),
    userId: integer('user_id').references(() => users.userId),
    jobId: integer('job_id').references(() => jobs.jobId),
    purchaseOrder: text('purchase_order'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_company_idx').on(t.companyId)],
);
