import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { equipmentClasses } from './catalogue';
import { locations } from './locations';

/** spec 1 §3 "Vendor entity": a business the company rents from or to (entity_type_id 2). */
export const vendorEntities = pgTable(
  'vendor_entities',
  {
    entityId: serial('entity_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    isVendor: boolean('is_vendor').notNull().default(true),
    isCustomer: boolean('is_customer').notNull().default(false),
    entityTypeId: smallint('entity_type_id').notNull().default(2),
  },
  (t) => [index('vendor_entities_company_idx').on(t.companyId)],
);

/**
 * spec 1 §3 "Third-party rental": a machine the company rented in from another vendor. It is
 * not one of the company's assets (no tracker, not on the map), so it has its own record.
 */
export const thirdPartyAssets = pgTable(
  'third_party_assets',
  {
    thirdPartyAssetId: serial('third_party_asset_id').primaryKey(),
    companyId: companyIdColumn(),
    customName: text('custom_name').notNull(),
    equipmentClassId: integer('equipment_class_id').references(
      () => equipmentClasses.equipmentClassId,
    ),
    locationId: integer('location_id').references(() => locations.locationId),
  },
  (t) => [index('third_party_assets_company_idx').on(t.companyId)],
);

export const thirdPartyRentals = pgTable(
  'third_party_rentals',
  {
    thirdPartyRentalId: serial('third_party_rental_id').primaryKey(),
    companyId: companyIdColumn(),
    thirdPartyAssetId: integer('third_party_asset_id')
      .notNull()
      .references(() => thirdPartyAssets.thirdPartyAssetId),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendorEntities.entityId),
    rentalStatusId: smallint('rental_status_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    pricePerDay: numeric('price_per_day', { precision: 12, scale: 2, mode: 'number' }),
    pricePerWeek: numeric('price_per_week', { precision: 12, scale: 2, mode: 'number' }),
    pricePerMonth: numeric('price_per_month', { precision: 12, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('third_party_rentals_company_status_idx').on(t.companyId, t.rentalStatusId)],
);
