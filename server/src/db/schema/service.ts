import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { rentals } from './rentals';
import { users } from './users';

/**
 * A file a user uploaded (spec 1 §7 upload flow: `GET /uploads` gives a signed target, the
 * browser PUTs the bytes, the record then travels with a service request, a work order or a
 * photo). `storage_key` names it in the store (a folder under DATA_DIR or an S3 bucket);
 * `completed_at` is set when the bytes arrived and matched the declared type and size.
 */
export const uploads = pgTable(
  'uploads',
  {
    uploadId: serial('upload_id').primaryKey(),
    companyId: companyIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    storageKey: text('storage_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    index('uploads_company_idx').on(t.companyId),
  ],
);

/**
 * Service (maintenance) groups (spec 2 §3, §7 "Maintenance (service) groups"): intervals by
 * time, miles or engine hours that the group's assets follow (assets.maintenance_group_id).
 */
export const maintenanceGroups = pgTable(
  'maintenance_groups',
  {
    maintenanceGroupId: serial('maintenance_group_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // spec 2 §8: 'Service Group name and Service Interval names must be unique.'
  (t) => [
    uniqueIndex('maintenance_groups_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** One interval of a group: due every `time_days`, `miles` or `engine_hours`, whichever first. */
export const maintenanceGroupIntervals = pgTable(
  'maintenance_group_intervals',
  {
    maintenanceGroupIntervalId: serial('maintenance_group_interval_id').primaryKey(),
    companyId: companyIdColumn(),
    maintenanceGroupId: integer('maintenance_group_id')
      .notNull()
      .references(() => maintenanceGroups.maintenanceGroupId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timeDays: integer('time_days'),
    miles: doublePrecision('miles'),
    engineHours: doublePrecision('engine_hours'),
  },
  (t) => [
    uniqueIndex('maintenance_group_intervals_name_unique').on(
      t.maintenanceGroupId,
      sql`lower(${t.name})`,
    ),
  ],
);

/**
 * An interval done on an asset (spec 2 §7 "asset service records"): the odometer, hours and
 * date then are where the next one is counted from. Closing a work order for an interval
 * writes one.
 */
export const assetServiceRecords = pgTable(
  'asset_service_records',
  {
    assetServiceRecordId: serial('asset_service_record_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    maintenanceGroupIntervalId: integer('maintenance_group_interval_id')
      .notNull()
      .references(() => maintenanceGroupIntervals.maintenanceGroupIntervalId, {
        onDelete: 'cascade',
      }),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull(),
    odometerMiles: doublePrecision('odometer_miles'),
    engineHours: doublePrecision('engine_hours'),
    workOrderId: integer('work_order_id'),
  },
  (t) => [index('asset_service_records_asset_idx').on(t.assetId, t.maintenanceGroupIntervalId)],
);

/**
 * spec 1 §3 "Work order" and spec 2 §3 work order: status 1 open, 3 closed; type 1 is general
 * service (the card's `work_order_type_id=1` list). A service request makes one
 * (`service_request_id`); an interval's service may name it (`maintenance_group_interval_id`).
 */
export const workOrders = pgTable(
  'work_orders',
  {
    workOrderId: serial('work_order_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    workOrderTypeId: smallint('work_order_type_id').notNull().default(1),
    workOrderStatusId: smallint('work_order_status_id').notNull().default(1),
    description: text('description').notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }),
    dateCompleted: timestamp('date_completed', { withTimezone: true }),
    maintenanceGroupIntervalId: integer('maintenance_group_interval_id').references(
      () => maintenanceGroupIntervals.maintenanceGroupIntervalId,
      { onDelete: 'set null' },
    ),
    serviceRequestId: integer('service_request_id'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_orders_asset_idx').on(t.assetId, t.workOrderStatusId),
    index('work_orders_company_idx').on(t.companyId, t.workOrderStatusId, t.workOrderId),
  ],
);

/** spec 1 §3 work order `user_assignments[].user`. */
export const workOrderUserAssignments = pgTable(
  'work_order_user_assignments',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.workOrderId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    companyId: companyIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.workOrderId, t.userId] })],
);

/** spec 2 §3 `work_order_task_list_items`: the steps of a work order, ticked off. */
export const workOrderTaskItems = pgTable(
  'work_order_task_items',
  {
    workOrderTaskItemId: serial('work_order_task_item_id').primaryKey(),
    companyId: companyIdColumn(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.workOrderId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    done: boolean('done').notNull().default(false),
  },
  (t) => [index('work_order_task_items_order_idx').on(t.workOrderId, t.position)],
);

/** spec 2 §3 `work_order_files`. */
export const workOrderFiles = pgTable(
  'work_order_files',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.workOrderId, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.uploadId),
    companyId: companyIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.workOrderId, t.uploadId] })],
);

/**
 * spec 1 §3 "Service request payload" as stored: asked for on an asset or a rental's asset; at
 * most 3 open per asset (spec 1 §5). It becomes a work order an admin picks up (work_order_id).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    serviceRequestId: serial('service_request_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    rentalId: integer('rental_id').references(() => rentals.rentalId),
    requestingUserId: integer('requesting_user_id')
      .notNull()
      .references(() => users.userId),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    sitePointOfContact: text('site_point_of_contact').notNull().default(''),
    description: text('description').notNull(),
    locationAndAccessInstructions: text('location_and_access_instructions').notNull().default(''),
    workOrderId: integer('work_order_id').references(() => workOrders.workOrderId),
    /** Set when its work order closes: a closed request no longer counts toward the 3. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_requests_asset_open_idx')
      .on(t.assetId)
      .where(sql`closed_at is null`),
  ],
);

/** The files of a service request (spec 1 §3 files[], with the optional photo_type_id). */
export const serviceRequestFiles = pgTable(
  'service_request_files',
  {
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.serviceRequestId, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.uploadId),
    companyId: companyIdColumn(),
    photoTypeId: smallint('photo_type_id'),
  },
  (t) => [primaryKey({ columns: [t.serviceRequestId, t.uploadId] })],
);
