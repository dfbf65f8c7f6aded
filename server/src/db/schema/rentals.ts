import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';

/**
 * spec 1 §3 "Rental": one asset out on rent for a period. The columns the live fleet needs (the
 * rented asset, status, period); orders, vendors, prices and parts are added with rental
 * management. The period is timestamps: the spec's start_date / end_date carry times.
 */
export const rentals = pgTable(
  'rentals',
  {
    rentalId: serial('rental_id').primaryKey(),
    companyId: companyIdColumn(),
    /** spec: equipment_id. Null for a bulk rental not yet assigned an asset. */
    assetId: integer('asset_id').references(() => assets.assetId),
    orderId: integer('order_id'),
    rentalTypeId: smallint('rental_type_id').notNull().default(1),
    rentalStatusId: smallint('rental_status_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    quantity: integer('quantity').notNull().default(1),
    offRentDateRequested: timestamp('off_rent_date_requested', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rentals_company_status_idx').on(t.companyId, t.rentalStatusId),
    index('rentals_asset_idx').on(t.assetId),
    // An asset is on one rental at a time (status 5, On-rent).
    uniqueIndex('rentals_one_on_rent_per_asset')
      .on(t.assetId)
      .where(sql`rental_status_id = 5`),
  ],
);
