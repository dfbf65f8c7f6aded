import { z } from 'zod';

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
  .nullable();

/** Registering a tracker by the identifier it sends, optionally installing it on an asset. */
export const newTracker = z
  .object({
    device_serial: z
      .string({ error: 'Enter the tracker’s identifier' })
      .trim()
      .min(1, 'Enter the tracker’s identifier')
      .max(64, 'A tracker identifier has at most 64 characters')
      .regex(SERIAL_PATTERN, 'Use letters, digits and - _ . : only, as the tracker sends it'),
    tracker_type_id: z.number().int().min(1).max(32_767).default(1),
    asset_id: assetChoice.default(null),
  })
  .strict();

/** Installing a tracker on an asset, or taking it off (null). */
export const trackerAssignment = z.object({ asset_id: assetChoice }).strict();

/** Where devices send their positions (GET /api/devices/gateway): the OsmAnd port. */
export const gatewayInfo = z.object({ port: z.number(), protocol: z.literal('osmand') });
