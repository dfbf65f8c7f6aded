import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { locations } from './locations';
import { orders } from './orders';
import { users } from './users';
import { vendorEntities } from './vendors';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** spec 1 §3 part_assignments of a bulk rental. */
export interface PartAssignment {
  quantity: number;
  part_information: { provider_name: string; part_class_description: string; part_number: string };
}

/**
 * spec 1 §3 "Rental": one asset (or a quantity of parts, for a bulk rental) out on rent for a
 * period, under an order, at a jobsite (current_location), at daily/weekly/monthly rates. The
 * period is timestamps: the spec's start_date / end_date carry times.
 *
 * vendor_type says who the asset comes from (spec 1 §2 "Off-rent and other modals"): 'o' the
 * company's own asset on its own job (internal), 'es' an asset rented from the provider, 'tp'
 * the rental mirrors a third-party rental (third_party_rental_id).
 *
 * Migration 0007 adds what drizzle cannot declare: an exclusion constraint so one asset is never
 * on two overlapping rentals that are still live (statuses 1–5), whatever races.
 */
export const rentals = pgTable(
  'rentals',
  {
    rentalId: serial('rental_id').primaryKey(),
    companyId: companyIdColumn(),
    /** spec: equipment_id. Null for a bulk rental not yet assigned an asset. */
    assetId: integer('asset_id').references(() => assets.assetId),
    orderId: integer('order_id').references(() => orders.orderId),
    rentalTypeId: smallint('rental_type_id').notNull().default(1),
    rentalStatusId: smallint('rental_status_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    quantity: integer('quantity').notNull().default(1),
    offRentDateRequested: timestamp('off_rent_date_requested', { withTimezone: true }),
    vendorType: text('vendor_type').notNull().default('o'),
    vendorId: integer('vendor_id').references(() => vendorEntities.entityId),
    thirdPartyRentalId: integer('third_party_rental_id'),
    locationId: integer('location_id').references(() => locations.locationId),
    pricePerHour: money('price_per_hour'),
    pricePerDay: money('price_per_day'),
    pricePerWeek: money('price_per_week'),
    pricePerMonth: money('price_per_month'),
    partAssignments: jsonb('part_assignments').$type<PartAssignment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rentals_company_status_idx').on(t.companyId, t.rentalStatusId),
    index('rentals_asset_idx').on(t.assetId),
    index('rentals_order_idx').on(t.orderId),
    index('rentals_off_rent_requested_idx')
      .on(t.offRentDateRequested)
      .where(sql`off_rent_date_requested is not null`),
    // An asset is on one rental at a time (status 5, On-rent).
    uniqueIndex('rentals_one_on_rent_per_asset')
      .on(t.assetId)
      .where(sql`rental_status_id = 5`),
  ],
);

/** Notes on a rental (spec 1 §7 POST rentals/{id}/notes; type 2 is the off-rent note). */
export const rentalNotes = pgTable(
  'rental_notes',
  {
    rentalNoteId: serial('rental_note_id').primaryKey(),
    companyId: companyIdColumn(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.rentalId),
    userId: integer('user_id').references(() => users.userId),
    rentalNoteTypeId: smallint('rental_note_type_id').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rental_notes_rental_idx').on(t.rentalId)],
);
