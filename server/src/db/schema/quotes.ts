import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { equipmentClasses } from './catalogue';
import { companyIdColumn } from './columns';
import { locations } from './locations';
import { orders } from './orders';
import { branches } from './reference';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

/** A quote for assets (or classes) at rates; accepted, it becomes a rental order. */
export const quotes = pgTable(
  'quotes',
  {
    quoteId: serial('quote_id').primaryKey(),
    companyId: companyIdColumn(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    branchId: integer('branch_id').references(() => branches.branchId),
    locationId: integer('location_id').references(() => locations.locationId),
    status: text('status').notNull().default('draft'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    validUntil: date('valid_until'),
    notes: text('notes'),
    /** The order its acceptance made. */
    orderId: integer('order_id').references(() => orders.orderId),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('quotes_company_idx').on(t.companyId, t.createdAt),
    check(
      'quotes_status_check',
      sql`${t.status} IN ('draft', 'sent', 'accepted', 'declined', 'expired')`,
    ),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteLineId: serial('quote_line_id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.quoteId),
    companyId: companyIdColumn(),
    assetId: integer('asset_id').references(() => assets.assetId),
    equipmentClassId: integer('equipment_class_id').references(
      () => equipmentClasses.equipmentClassId,
    ),
    pricePerDay: money('price_per_day'),
    pricePerWeek: money('price_per_week'),
    pricePerMonth: money('price_per_month'),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId)],
);
