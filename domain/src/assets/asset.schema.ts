import { z } from 'zod';
import { MAX_ID, MAX_SMALLINT } from '../column-bounds';
import { id } from '../api-schemas';
import { assetStatus } from './asset-status.schema';
import { ASSET_TYPE_KEYS } from './map-filters';

const named = z.object({ name: z.string() }).nullable();

/** spec 1 §3 and spec 2 §3 "Asset", as the REST calls return it (X-Fields selects fields). */
export const asset = z.object({
  asset_id: z.number(),
  company_id: z.number(),
  asset_type_id: z.number(),
  /** The map filter's asset type key (spec 2 §7). */
  asset_type_key: z.enum(ASSET_TYPE_KEYS),
  custom_name: z.string(),
  description: z.string(),
  serial_number: z.string().nullable(),
  vin: z.string().nullable(),
  make: z.object({ name: z.string(), equipment_make_id: z.number() }).nullable(),
  model: z.string().nullable(),
  equipment_model: named,
  year: z.number().nullable(),
  equipment_class: named,
  category_id: z.number().nullable(),
  photo: z.object({ photo_id: z.number(), filename: z.string() }).nullable(),
  tracker_id: z.number().nullable(),
  tracker: z.object({ device_serial: z.string(), tracker_type_id: z.number() }).nullable(),
  camera: z.object({ camera_id: z.number(), camera_vendor_id: z.number().nullable() }).nullable(),
  dot_number: z.string().nullable(),
  driver_name: z.string().nullable(),
  keypad: z.boolean(),
  is_ble_node: z.boolean(),
  /** spec 1 §2 card panel "Bluetooth (type, serial number)": the asset's tag, null without. */
  ble_tag: z.object({ type: z.string().nullable(), serial: z.string() }).nullable(),
  inventory_branch_id: z.number().nullable(),
  service_branch_id: z.number().nullable(),
  rental_branch_id: z.number().nullable(),
  market_id: z.number().nullable(),
  rental_id: z.number().nullable(),
  organizations_assets: z.array(z.object({ organization_id: z.number() })),
  /** The service group the asset follows (spec 1 §3), null when none. */
  maintenance_group_id: z.number().nullable(),
  /** The map marker's colour (spec 2 §7 setAssetColor); null: the default dark gray. */
  marker_color: z.string().nullable(),
});
export type Asset = z.infer<typeof asset>;
export type AssetField = keyof Asset;
export const ASSET_FIELDS = Object.keys(asset.shape) as AssetField[];

const digitList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected ids separated by commas, such as 1,2,3')
  .transform((text) => text.split(',').map(Number))
  // Ten digits reach past the id column's range: the database would fail instead of refusing.
  .refine(
    (ids) => ids.every((id) => id >= 1 && id <= MAX_ID),
    `Each id is a whole number from 1 to ${MAX_ID}`,
  );

/** spec 1 §9: assets and statuses are fetched 1000 at a time. */
export const ASSET_BATCH_SIZE = 1000;

const limit = z.coerce
  .number()
  .int()
  .min(1, 'limit must be at least 1')
  .max(ASSET_BATCH_SIZE, `limit is at most ${ASSET_BATCH_SIZE}`)
  .default(ASSET_BATCH_SIZE);
const offset = z.coerce
  .number()
  .int()
  .min(0, 'offset cannot be negative')
  .max(MAX_ID, `offset is at most ${MAX_ID}`)
  .default(0);

export const assetListQuery = z.object({
  ids: digitList
    .refine((ids) => ids.length <= ASSET_BATCH_SIZE, `At most ${ASSET_BATCH_SIZE} ids per call`)
    .optional(),
  limit,
  offset,
});

/** spec 2 §7: GET users/{id}/assets/statuses with limit, offset and rental_status_id. */
export const assetStatusesQuery = z.object({
  limit,
  offset,
  rental_status_id: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map(Number))
    .pipe(z.array(z.number().int().min(1).max(9, 'Rental status ids run from 1 to 9')))
    .optional(),
});

export const assetStatusList = z.array(assetStatus);

/** spec 1 §7 "POST assets/{id}/locations/manual": the body is a location. */
export const manualLocation = z
  .object({
    latitude: z
      .number()
      .min(-90, 'Latitude must be between -90 and 90')
      .max(90, 'Latitude must be between -90 and 90'),
    longitude: z
      .number()
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180'),
    street: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(2).optional(),
    zip_code: z.string().trim().max(10).optional(),
  })
  .strict();
export type ManualLocation = z.input<typeof manualLocation>;

/** spec 1 §3 "Tracker health". */
export const trackerHealth = z.object({
  stale_gps: z.object({ gps_timestamp: z.string().nullable() }),
  time_since_last_message: z.object({ timestamp: z.string().nullable() }),
});

const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((value) => value === 'true');

/** spec 1 §7 "GET /users/{userId}/geofences" parameters (the ones that filter today). */
export const geofencesQuery = z.object({
  include_asset_ids: flag.optional(),
  include_experimental_geofence: flag.optional(),
  exclude_active_geofences: flag.optional(),
  exclude_inactive_geofences: flag.optional(),
  include_geofence_count: flag.optional(),
  geofence_type: z.coerce.number().int().positive().max(MAX_SMALLINT).optional(),
  name: z.string().trim().max(200).optional(),
  size: z.coerce.number().int().min(1).max(10_000).default(10_000),
  page: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  order_by: z.enum(['name']).optional(),
  order_direction: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  /** spec 2 §7 "optionally &geofence_id={id}": just that one. */
  geofence_id: id.optional(),
});

const position = z.array(z.number());
/** spec 2 §3 geofence as the map draws it (circles come as 64-sided polygons). */
export const geofence = z.object({
  geofence_id: z.number(),
  name: z.string(),
  geofence_type_id: z.number(),
  alert_enter: z.boolean(),
  alert_exit: z.boolean(),
  geojson: z.union([
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
  ]),
  asset_ids_in_geofence: z.array(z.number()).optional(),
  /** How many assets stand inside now (with include_asset_ids or include_geofence_count). */
  asset_count: z.number().optional(),
  /** A circle's centre and radius, so it is edited as a circle; null for an outline. */
  circle: z
    .object({ longitude: z.number(), latitude: z.number(), radius_meters: z.number() })
    .nullable()
    .optional(),
  /** One geofence's read: the assets inside now with where they stand, for its map. */
  assets_inside: z
    .array(
      z.object({
        asset_id: z.number(),
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    )
    .optional(),
  active: z.boolean().optional(),
  /** The groups the geofence belongs to (spec 2 §3 group `geofences`). */
  organization_ids: z.array(z.number()).optional(),
  updated_at: z.string().optional(),
});
export type GeofenceDto = z.infer<typeof geofence>;

/** A group ("organization" in the data layer). */
export const organization = z.object({ organization_id: z.number(), name: z.string() });

/** One fix in an authenticated batch upload (integrations); units are the product's. */
export const batchPosition = z
  .object({
    device_id: z.string().trim().min(1, 'device_id is required').max(64),
    timestamp: z.union([
      z.iso.datetime({ offset: true, error: 'timestamp must be ISO-8601 or epoch milliseconds' }),
      z.number().int().positive(),
    ]),
    latitude: z
      .number()
      .min(-90, 'latitude must be between -90 and 90')
      .max(90, 'latitude must be between -90 and 90'),
    longitude: z
      .number()
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180'),
    valid: z.boolean().default(true),
    speed_mph: z.number().min(0).max(500).optional(),
    heading: z.number().min(0).max(360).optional(),
    altitude_m: z.number().optional(),
    accuracy_m: z.number().min(0).optional(),
    battery_percent: z.number().min(0).max(100).optional(),
    ignition: z.boolean().optional(),
    is_moving: z.boolean().optional(),
    odometer_miles: z.number().min(0).optional(),
    engine_hours: z.number().min(0).optional(),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .strict();

export const positionBatch = z
  .object({
    positions: z
      .array(batchPosition)
      .min(1, 'Send at least one position')
      .max(ASSET_BATCH_SIZE, `At most ${ASSET_BATCH_SIZE} positions per request`),
  })
  .strict();

export const positionBatchResult = z.object({
  stored: z.number(),
  duplicates: z.number(),
  refused: z.array(z.object({ index: z.number(), device_id: z.string(), reason: z.string() })),
});

/** The map's base styles (GET /api/map/config): the offline style unless MAP_STYLE_URL is set. */
export const mapConfig = z.object({
  style_url: z.string(),
  satellite_style_url: z.string().nullable(),
});
export type MapConfig = z.infer<typeof mapConfig>;
