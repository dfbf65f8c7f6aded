import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';

/**
 * spec 1 §3 "Camera": one row per physical camera (docs/CAMERAS.md "Records"). The asset it is
 * installed on is `asset_id`; `assets.camera_id` / `camera_vendor_id` repeat it for the asset's
 * readers and are written in the same transaction (modules/cameras).
 */
export const cameras = pgTable(
  'cameras',
  {
    cameraId: serial('camera_id').primaryKey(),
    companyId: companyIdColumn(),
    /** spec 1 §4: 3 Fleet's own feed window, 4 checked elsewhere, 5 an external camera app. */
    cameraVendorId: integer('camera_vendor_id').notNull(),
    /** The vendor's serial: what the camera calls itself when it reports. */
    vendorCameraId: text('vendor_camera_id').notNull(),
    assetId: integer('asset_id').references(() => assets.assetId),
    name: text('name'),
    /** What the camera last reported (spec 1 §7 camera status). */
    online: boolean('online').notNull().default(false),
    readyToStream: boolean('ready_to_stream').notNull().default(false),
    /** 1: outside only; 2: outside and inside. */
    numberOfFeeds: integer('number_of_feeds').notNull().default(2),
    /** When that status was reported; null until the camera first reports. */
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A serial names one camera of a vendor across all companies: its reports carry no other key.
    uniqueIndex('cameras_vendor_serial_unique').on(t.cameraVendorId, t.vendorCameraId),
    // At most one camera per asset (NULLs, cameras not installed, are not equal to each other).
    uniqueIndex('cameras_asset_unique').on(t.assetId),
    index('cameras_company_idx').on(t.companyId),
  ],
);

/**
 * Where each camera has been (docs/CAMERAS.md "Install history"): one row per stay on an asset,
 * from `installed_at` until `removed_at` (null while it is still there). Written in the same
 * transaction as `cameras.asset_id` by every path that installs, moves or takes off a camera
 * (modules/cameras/cameras.repo.ts `installCamera`, `takeCameraOffAsset`), so an event a camera
 * uploads late still goes on the asset it was filmed on. Removing a camera removes its history.
 */
export const cameraInstalls = pgTable(
  'camera_installs',
  {
    cameraInstallId: serial('camera_install_id').primaryKey(),
    companyId: companyIdColumn(),
    cameraId: integer('camera_id')
      .notNull()
      .references(() => cameras.cameraId, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // One stay open per camera and per asset, as cameras.asset_id and cameras_asset_unique say.
    uniqueIndex('camera_installs_camera_open_unique')
      .on(t.cameraId)
      .where(sql`removed_at is null`),
    uniqueIndex('camera_installs_asset_open_unique')
      .on(t.assetId)
      .where(sql`removed_at is null`),
    // Recording a camera's events: its stays around their moments.
    index('camera_installs_camera_time_idx').on(t.cameraId, t.installedAt),
    check('camera_installs_span_check', sql`${t.removedAt} >= ${t.installedAt}`),
  ],
);
