import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { users } from './users';

/**
 * spec 1 §3 "Operator": a person who runs the company's machines (a driver). `fts_driver_id`
 * is the camera vendor's id for the same person (issue 13 fills it from the cameras).
 */
export const operators = pgTable(
  'operators',
  {
    operatorId: serial('operator_id').primaryKey(),
    companyId: companyIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ftsDriverId: text('fts_driver_id'),
    /** Soft delete: `GET operators/{id}?include_deleted=true` still finds them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operators_company_idx').on(t.companyId)],
);

/**
 * spec 1 §3 "Operator" active_assignment: who runs an asset from when to when, and how they
 * were assigned (source: 'keypad' from a keypad code, 'manual' by a user, 'camera' from a
 * camera's face match). At most one open assignment per asset (unassigned date null).
 */
export const operatorAssignments = pgTable(
  'operator_assignments',
  {
    operatorAssignmentId: serial('operator_assignment_id').primaryKey(),
    companyId: companyIdColumn(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.operatorId),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    source: text('source').notNull(),
    assignedBy: integer('assigned_by').references(() => users.userId),
    dateAssigned: timestamp('date_assigned', { withTimezone: true }).notNull().defaultNow(),
    dateUnassigned: timestamp('date_unassigned', { withTimezone: true }),
    unassignedSource: text('unassigned_source'),
    unassignedBy: integer('unassigned_by').references(() => users.userId),
    /** The operator the asset falls back to (spec: default_assignment). */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('operator_assignments_open_unique')
      .on(t.assetId)
      .where(sql`date_unassigned is null`),
    index('operator_assignments_operator_idx').on(t.operatorId),
  ],
);

/**
 * spec 1 §3 "Pending operator": a driver a camera saw on an asset but could not name yet (the
 * card's 'Unidentified Driver' warning). Identified once `identified_operator_id` is set.
 */
export const pendingOperators = pgTable(
  'pending_operators',
  {
    pendingOperatorId: serial('pending_operator_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    ftsAiProfileId: text('fts_ai_profile_id').notNull(),
    vendorCameraId: text('vendor_camera_id'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    identifiedOperatorId: integer('identified_operator_id').references(() => operators.operatorId),
  },
  (t) => [
    index('pending_operators_asset_idx').on(t.assetId, t.eventDate),
    // A camera re-sends a sighting it has not heard taken: the same face, asset and moment is
    // one sighting (modules/operators/record-driver-sightings.service.ts).
    uniqueIndex('pending_operators_sighting_unique').on(
      t.companyId,
      t.assetId,
      t.ftsAiProfileId,
      t.eventDate,
    ),
  ],
);

/** A company's keypad codes (spec 1 §3 "Keypad entry" company_keypad_code), one per person. */
export const keypadCodes = pgTable(
  'keypad_codes',
  {
    keypadCodeId: serial('keypad_code_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    /** The digits typed on the keypad: unique within the company. */
    code: text('code').notNull(),
    /** Typing the code assigns this operator to the asset. */
    operatorId: integer('operator_id').references(() => operators.operatorId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('keypad_codes_company_code_unique').on(t.companyId, t.code)],
);

/**
 * spec 1 §3 "Keypad entry": a code typed on an asset's keypad. `is_local_code`: the code was
 * stored on the keypad itself (it unlocked without asking the server).
 */
export const assetKeypadEntries = pgTable(
  'asset_keypad_entries',
  {
    assetKeypadEntryId: serial('asset_keypad_entry_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    keypadCodeId: integer('keypad_code_id').references(() => keypadCodes.keypadCodeId),
    keypadTimestamp: timestamp('keypad_timestamp', { withTimezone: true }).notNull(),
    isLocalCode: boolean('is_local_code').notNull().default(false),
  },
  (t) => [index('asset_keypad_entries_asset_time_idx').on(t.assetId, t.keypadTimestamp)],
);
