import { z } from 'zod';
import { MAX_ID } from '../column-bounds';

/** A tracker of the company (spec 2 §3 "Tracker") with the asset it is installed on. */
export const trackerListItem = z.object({
  tracker_id: z.number(),
  device_serial: z.string(),
  tracker_type_id: z.number(),
  asset: z.object({ asset_id: z.number(), custom_name: z.string() }).nullable(),
  /** When the tracker last reached the server (null: never, or not installed yet). */
  last_checkin_timestamp: z.string().nullable(),
  created_at: z.string(),
});
export type TrackerListItem = z.infer<typeof trackerListItem>;

/** What trackers send as their identifier: letters, digits and - _ . : (an IMEI, an app id). */
const SERIAL_PATTERN = /^[A-Za-z0-9._:-]+$/;

const assetChoice = z
  .number({ error: 'Choose an asset by its id' })
  .int('Choose an asset by its id')
  .positive('Choose an asset by its id')
  // Past the id column's range the database would fail the request instead of refusing it.
  .max(MAX_ID, 'Choose an asset by its id')
  .nullable();

/** A device identifier as a person types it (trimmed), with the rule the gateway's ids follow. */
const deviceSerial = z
  .string({ error: 'Enter the tracker’s identifier' })
  .trim()
  .min(1, 'Enter the tracker’s identifier')
  .max(64, 'A tracker identifier has at most 64 characters')
  .regex(SERIAL_PATTERN, 'Use letters, digits and - _ . : only, as the tracker sends it');

/** Registering a tracker by the identifier it sends, optionally installing it on an asset. */
export const newTracker = z
  .object({
    device_serial: deviceSerial,
    tracker_type_id: z.number().int().min(1).max(32_767).default(1),
    asset_id: assetChoice.default(null),
  })
  .strict();

/** Installing a tracker on an asset, or taking it off (null). */
export const trackerAssignment = z.object({ asset_id: assetChoice }).strict();

/** GET /api/devices/lookup: what Fleet knows of one identifier before it is registered. */
export const deviceLookupQuery = z.object({ device_serial: deviceSerial }).strict();

/**
 * `registered`: some company has it (this one when `tracker_id` is set; another company's is
 * never named, and never timed). `reporting`: it has sent positions that nobody takes yet.
 * `not_seen`: no report from it has reached this Fleet.
 */
export const deviceLookup = z.object({
  device_serial: z.string(),
  state: z.enum(['registered', 'reporting', 'not_seen']),
  tracker_id: z.number().nullable(),
  last_seen_at: z.string().nullable(),
  message_count: z.number().nullable(),
});
export type DeviceLookup = z.infer<typeof deviceLookup>;

/** Where devices send their positions (GET /api/devices/gateway): the OsmAnd port. */
export const gatewayInfo = z.object({ port: z.number(), protocol: z.literal('osmand') });
