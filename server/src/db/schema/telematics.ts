import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets, organizations } from './assets';
import { displayFactsExpression, statusNumberExpression } from './status-columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every fix a tracker sent, append-only (DESIGN §3). A fix is stored once per tracker and fix
 * time, however often the tracker resends it. Partitioned by month of fix time (migration 0005,
 * devices/position-partitions.ts): old months are dropped whole, queries read only the months
 * they ask for. Keys therefore include fix_time.
 */
export const positions = pgTable(
  'positions',
  {
    positionId: bigserial('position_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    // No foreign keys on this hot, append-only table: the gateway resolves both ids itself.
    trackerId: integer('tracker_id').notNull(),
    assetId: integer('asset_id').notNull(),
    fixTime: at('fix_time').notNull(),
    receivedAt: at('received_at').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    valid: boolean('valid').notNull(),
    /** 1 tracker, 2 manual (spec 1 §4). */
    locationSource: smallint('location_source').notNull().default(1),
    speedMph: real('speed_mph'),
    heading: real('heading'),
    altitudeMeters: real('altitude_meters'),
    accuracyMeters: real('accuracy_meters'),
    batteryPercent: real('battery_percent'),
    ignition: boolean('ignition'),
    isMoving: boolean('is_moving'),
    odometerMiles: doublePrecision('odometer_miles'),
    engineHours: doublePrecision('engine_hours'),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.fixTime] }),
    uniqueIndex('positions_tracker_fix_unique').on(t.trackerId, t.fixTime),
    index('positions_asset_fix_idx').on(t.assetId, t.fixTime),
    // Who else was here then (hauling matches, a company's day on the map).
    index('positions_company_fix_idx').on(t.companyId, t.fixTime),
  ],
);

/** One row per asset: its latest known state (spec 1 §3 "Asset status"). */
export const assetStatuses = pgTable(
  'asset_statuses',
  {
    assetId: integer('asset_id')
      .primaryKey()
      .references(() => assets.assetId),
    companyId: companyIdColumn(),
    /** The whole status as the API returns it (spec 1 §3), minus the derived indicator. */
    status: jsonb('status').notNull().$type<Record<string, unknown>>(),
    /** Fix time of the newest applied position: older ones never move the asset back. */
    lastFixTime: at('last_fix_time'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Derived by PostgreSQL from `status` for the dashboard (status-columns.ts). */
    displayFacts: smallint('display_facts').generatedAlwaysAs(displayFactsExpression),
    odometerMiles: doublePrecision('odometer_miles').generatedAlwaysAs(
      statusNumberExpression('odometer'),
    ),
    engineHours: doublePrecision('engine_hours').generatedAlwaysAs(statusNumberExpression('hours')),
  },
  (t) => [index('asset_statuses_company_idx').on(t.companyId)],
);

/** spec 2 §3 geofence: a polygon or a circle, evaluated for every position. */
export const geofences = pgTable(
  'geofences',
  {
    geofenceId: integer('geofence_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    geofenceTypeId: smallint('geofence_type_id').notNull().default(1),
    /** `{ kind: 'polygon', geometry }` or `{ kind: 'circle', center: [lon, lat], radiusMeters }`. */
    shape: jsonb('shape').notNull().$type<Record<string, unknown>>(),
    alertEnter: boolean('alert_enter').notNull().default(false),
    alertExit: boolean('alert_exit').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * Set when deleted (docs/GEOFENCES.md): the row stays for the alerts, jobsites and orders
     * that name it, but is never listed or indexed again (a deleted one is also inactive).
     */
    deletedAt: at('deleted_at'),
  },
  (t) => [index('geofences_company_idx').on(t.companyId)],
);

/** spec 2 §3/§7: a group's geofences (`geofences` of a group, replaced and deleted as a set). */
export const organizationGeofences = pgTable(
  'organization_geofences',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId),
    geofenceId: integer('geofence_id')
      .notNull()
      .references(() => geofences.geofenceId),
    companyId: companyIdColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.geofenceId] }),
    index('organization_geofences_geofence_idx').on(t.geofenceId),
  ],
);

/** Devices that reported but are not registered: listed for admins so they can add them. */
export const unknownDevices = pgTable('unknown_devices', {
  deviceSerial: text('device_serial').primaryKey(),
  firstSeenAt: at('first_seen_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  messageCount: integer('message_count').notNull().default(1),
  protocol: text('protocol').notNull().default('osmand'),
});

/**
 * Embedded database only: statuses are written behind the positions (see status-store.ts); this
 * is the newest position whose effect is in asset_statuses, so a restart replays the rest.
 */
export const ingestState = pgTable('ingest_state', {
  id: smallint('id').primaryKey(),
  statusPositionId: bigint('status_position_id', { mode: 'number' }).notNull(),
});
