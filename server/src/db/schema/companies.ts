import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  companyId: serial('company_id').primaryKey(),
  name: text('name').notNull(),
  /** The owner (spec 1 §6): no FK, to avoid a cycle with users; checked in the service. */
  ownerUserId: integer('owner_user_id'),
  timezone: text('timezone').notNull().default('America/Chicago'),
  whiteLabelApplicationId: integer('white_label_application_id').notNull().default(1),
  showDashboard: boolean('show_dashboard').notNull().default(true),
  hasFleetCam: boolean('has_fleet_cam').notNull().default(false),
  hasRentals: boolean('has_rentals').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
