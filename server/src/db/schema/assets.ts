import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import {
  equipmentClasses,
  equipmentMakes,
  equipmentModels,
  categories,
  products,
} from './catalogue';
import { branches, markets } from './reference';

/** spec 2 §3 "Tracker": a device reporting positions, known by the serial it sends. */
export const trackers = pgTable(
  'trackers',
  {
    trackerId: serial('tracker_id').primaryKey(),
    companyId: companyIdColumn(),
    deviceSerial: text('device_serial').notNull(),
    trackerTypeId: integer('tracker_type_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A serial identifies one device across all companies: the gateway has no other key.
    uniqueIndex('trackers_device_serial_unique').on(t.deviceSerial),
    index('trackers_company_idx').on(t.companyId),
  ],
);

/** spec 1 §3 / spec 2 §3 "Asset". */
export const assets = pgTable(
  'assets',
  {
    assetId: serial('asset_id').primaryKey(),
    companyId: companyIdColumn(),
    assetTypeId: smallint('asset_type_id').notNull(),
    /** The map filter's asset type key (spec 2 §7): vehicle, equipment, trailer, … */
    assetKind: text('asset_kind').notNull(),
    customName: text('custom_name').notNull(),
    description: text('description').notNull().default(''),
    serialNumber: text('serial_number'),
    vin: text('vin'),
    equipmentMakeId: integer('equipment_make_id').references(() => equipmentMakes.equipmentMakeId),
    equipmentModelId: integer('equipment_model_id').references(
      () => equipmentModels.equipmentModelId,
    ),
    /** Free-text model when the catalogue has none (spec 1 §3 `model`). */
    model: text('model'),
    year: smallint('year'),
    equipmentClassId: integer('equipment_class_id').references(
      () => equipmentClasses.equipmentClassId,
    ),
    categoryId: integer('category_id').references(() => categories.categoryId),
    photoFilename: text('photo_filename'),
    trackerId: integer('tracker_id').references(() => trackers.trackerId),
    cameraId: integer('camera_id'),
    cameraVendorId: integer('camera_vendor_id'),
    dotNumber: text('dot_number'),
    driverName: text('driver_name'),
    hasKeypad: boolean('has_keypad').notNull().default(false),
    isBleNode: boolean('is_ble_node').notNull().default(false),
    inventoryBranchId: integer('inventory_branch_id').references(() => branches.branchId),
    serviceBranchId: integer('service_branch_id').references(() => branches.branchId),
    rentalBranchId: integer('rental_branch_id').references(() => branches.branchId),
    marketId: integer('market_id').references(() => markets.marketId),
    /**
     * spec 1 §3 maintenance_group_id: the service group whose intervals the asset follows
     * (schema/service.ts; no foreign key here so the two files do not import each other, the
     * migration adds it).
     */
    maintenanceGroupId: integer('maintenance_group_id'),
    /** spec 1 §4 inventory status (domain INVENTORY_STATUS); 'On-rent' is derived, never stored. */
    inventoryStatusId: smallint('inventory_status_id').notNull().default(1),
    /**
     * The asset's live rental (the on-rent one, else the earliest of statuses 1–4) and what the
     * inventory filters and counts read of it. Written only by the rentals trigger of migration
     * 0008, in the transaction of every rental write, so the inventory's facet counts are one
     * scan of assets instead of a join of every asset with its rentals.
     */
    liveRentalId: integer('live_rental_id'),
    liveRentalStatusId: smallint('live_rental_status_id'),
    liveVendorType: text('live_vendor_type'),
    liveVendorId: integer('live_vendor_id'),
    /** The map marker's colour (spec 2 §7 setAssetColor; null: the default dark gray). */
    markerColor: text('marker_color'),
    /** spec 2 §3: the catalogue product the asset is connected to (null: none yet). */
    productId: integer('product_id').references(() => products.productId),
    /** spec 2 §5 "License plate number": letters and digits, uppercased, at most 8. */
    licensePlateNumber: text('license_plate_number'),
    /** The plate's issuing state's abbreviation (US states and DC); set with the plate. */
    licensePlateState: text('license_plate_state'),
    /** The import job that created the asset (undo takes back exactly these). */
    importJobId: uuid('import_job_id'),
    /**
     * spec 1 §2 card panel "Bluetooth (type, serial number)": the Bluetooth tag on the asset
     * (a beacon a gateway tracker hears), null without one.
     */
    bleTagType: text('ble_tag_type'),
    bleTagSerial: text('ble_tag_serial'),
    /**
     * spec 2 §4 archive statuses (ARCHIVED, SOLD, RETIRED, STOLEN, TOTALLED, SCRAPPED); null
     * while the asset is in service. An archived asset leaves every list, the map and the
     * gateway, and keeps its positions, trips and rentals.
     */
    archivedStatus: text('archived_status'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: integer('archived_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assets_company_idx').on(t.companyId, t.assetId),
    uniqueIndex('assets_tracker_unique').on(t.trackerId),
    index('assets_company_name_idx').on(t.companyId, t.customName, t.assetId),
    // Migration 0007 also adds a pg_trgm GIN index on custom_name for substring search.
  ],
);

/** Groups ("organizations" in the spec's data layer). */
export const organizations = pgTable(
  'organizations',
  {
    organizationId: serial('organization_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
  },
  (t) => [index('organizations_company_idx').on(t.companyId)],
);

export const organizationAssets = pgTable(
  'organization_assets',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    companyId: companyIdColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.assetId] }),
    index('organization_assets_asset_idx').on(t.assetId),
  ],
);
