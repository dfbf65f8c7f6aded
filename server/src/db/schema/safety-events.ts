import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { operators } from './operators';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A camera's safety event (docs/CAMERAS.md "Safety events"): hard braking (15), impact (16) or
 * over speed (2) that a dash cam filmed and kept a clip of, and whether the driver was coached
 * on it. Recorded once per camera and moment, however often the camera reports it.
 */
export const safetyEvents = pgTable(
  'safety_events',
  {
    safetyEventId: integer('safety_event_id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyIdColumn(),
    // No foreign key: a camera removed from Company > Cameras leaves its events (and their
    // coaching) behind; only the clip, which lived on the camera, is gone with it.
    cameraId: integer('camera_id').notNull(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    /** The driver assigned to the asset at the moment; null when nobody was. */
    operatorId: integer('operator_id').references(() => operators.operatorId),
    incidentTypeId: smallint('incident_type_id').notNull(),
    occurredAt: at('occurred_at').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speedMph: real('speed_mph'),
    /** Over speed: the limit it passed. */
    postedSpeedLimit: real('posted_speed_limit'),
    /** The camera whose clip shows it: 'outside' or 'inside'. */
    feed: text('feed').notNull(),
    clipStart: at('clip_start').notNull(),
    clipEnd: at('clip_end').notNull(),
    coachedAt: at('coached_at'),
    coachedBy: integer('coached_by').references(() => users.userId),
    coachingNote: text('coaching_note'),
  },
  (t) => [
    check('safety_events_type_check', sql`${t.incidentTypeId} IN (15, 16, 2)`),
    check('safety_events_feed_check', sql`${t.feed} IN ('outside', 'inside')`),
    // A camera reports an event until it hears it was taken: the second report is ignored.
    uniqueIndex('safety_events_camera_moment_unique').on(t.cameraId, t.occurredAt),
    // The camera page's list and the analytics: a company's events in a window, newest first.
    index('safety_events_company_time_idx').on(t.companyId, t.occurredAt),
    // An asset's trip history.
    index('safety_events_asset_time_idx').on(t.assetId, t.occurredAt),
    // One driver's events (the list's driver filter).
    index('safety_events_operator_time_idx').on(t.operatorId, t.occurredAt),
  ],
);
