import { z } from 'zod';
import { LAST_TRIP_TYPES, MAP_VISUAL_INDICATORS } from './asset-ids';

/** Timestamps leave the server as ISO-8601 strings in UTC (DESIGN §4). */
const timestamp = z.string().nullable();

/** A geofence the asset is inside (spec 1 §3 "Asset status": geofences). */
export const statusGeofence = z.object({ geofence_id: z.number(), name: z.string() });

/** spec 1 §3 "Telemetry": each reading with the time it was taken. */
export const telemetry = z.object({
  average_fuel_economy: z.number().nullable(),
  average_fuel_economy_timestamp: timestamp,
  battery_voltage: z.number().nullable(),
  battery_voltage_timestamp: timestamp,
  coolant_level_percent: z.number().nullable(),
  coolant_level_percent_timestamp: timestamp,
  coolant_temperature: z.number().nullable(),
  coolant_temperature_timestamp: timestamp,
  diesel_exhaust_fluid_level: z.number().nullable(),
  diesel_exhaust_fluid_level_timestamp: timestamp,
  engine_oil_pressure: z.number().nullable(),
  engine_oil_pressure_timestamp: timestamp,
  engine_oil_temperature: z.number().nullable(),
  engine_oil_temperature_timestamp: timestamp,
  engine_rpm: z.number().nullable(),
  engine_rpm_timestamp: timestamp,
  fuel_level: z.number().nullable(),
  fuel_level_timestamp: timestamp,
});
export type Telemetry = z.infer<typeof telemetry>;
export const TELEMETRY_READINGS = [
  'average_fuel_economy',
  'battery_voltage',
  'coolant_level_percent',
  'coolant_temperature',
  'diesel_exhaust_fluid_level',
  'engine_oil_pressure',
  'engine_oil_temperature',
  'engine_rpm',
  'fuel_level',
] as const;
export type TelemetryReading = (typeof TELEMETRY_READINGS)[number];

/**
 * spec 1 §3 "Asset status" (and spec 2 §3): the stored facts about an asset's tracker, as the
 * REST calls return them. Derived labels (display status, map indicator, sync) come from
 * `describeStatus` in domain so server and client agree.
 */
export const assetStatus = z.object({
  asset_id: z.number(),
  /** 1 tracker, 2 manual (spec 1 §4). */
  location_source: z.number().nullable(),
  out_of_lock_timestamp: timestamp,
  is_being_hauled: z.boolean(),
  engine_active: z.boolean(),
  start_idle_timestamp: timestamp,
  /** mph. */
  speed: z.number().nullable(),
  unplugged: z.boolean(),
  unplugged_timestamp: timestamp,
  ble_low_battery: z.boolean(),
  geofences: z.array(statusGeofence),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.object({ abbreviation: z.string() }).nullable(),
  zip_code: z.string().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** When the tracker last reached the server (tracker health: last cellular contact). */
  last_checkin_timestamp: timestamp,
  /** Fix time of the newest position with a GPS lock (tracker health: last GPS sync). */
  last_location_timestamp: timestamp,
  last_trip_type: z.enum(LAST_TRIP_TYPES).nullable(),
  last_trip_end_timestamp: timestamp,
  last_engine_off_timestamp: timestamp,
  last_engine_on_timestamp: timestamp,
  /** Miles. */
  odometer: z.number().nullable(),
  /** Engine hours. */
  hours: z.number().nullable(),
  /** Heading in degrees, rounded down to 5 (spec 2 §9). */
  direction: z.number().nullable(),
  diesel_exhaust_fluid_level: z.number().nullable(),
  /** Tracker battery, percent. */
  battery_percent: z.number().nullable(),
  online: z.boolean().nullable(),
  overload: z.boolean().nullable(),
  key_switch_state: z.number().nullable(),
  machine_off_level: z.number().nullable(),
  battery_state_of_charge: z.number().nullable(),
  outrigger_status: z.number().nullable(),
  platform_stowed: z.boolean().nullable(),
  uts_pitch: z.number().nullable(),
  uts_roll: z.number().nullable(),
  charger_plugged_in: z.boolean().nullable(),
  foot_switch: z.boolean().nullable(),
  /** DPF regeneration state (spec 1 §9: above 2 alert, above 0 warning). */
  regen_state: z.number().nullable(),
  is_locked: z.boolean().nullable(),
  /** spec 1 §3 "Brake statuses": 1 ok, 2 warn, 3 bad; null when not reported. */
  brake_statuses: z.record(z.string(), z.number()).nullable(),
  telemetry,
  /** Derived with `describeStatus` so every reader agrees (spec 1 §3, §4). */
  map_visual_indicator: z.enum(MAP_VISUAL_INDICATORS),
});
export type AssetStatus = z.infer<typeof assetStatus>;
