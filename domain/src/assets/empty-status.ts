import { type AssetStatus, TELEMETRY_READINGS, type Telemetry } from './asset-status.schema';

/** The status as stored: everything but the derived map indicator. */
export type StoredStatus = Omit<AssetStatus, 'map_visual_indicator'>;

/** Built once: every fix starts from these (copied, never changed). */
export const EMPTY_TELEMETRY: Readonly<Telemetry> = Object.freeze(
  Object.fromEntries(
    TELEMETRY_READINGS.flatMap((reading) => [
      [reading, null],
      [`${reading}_timestamp`, null],
    ]),
  ) as Telemetry,
);

/** An asset that has never reported. */
export function emptyStoredStatus(assetId: number): StoredStatus {
  return {
    asset_id: assetId,
    location_source: null,
    out_of_lock_timestamp: null,
    is_being_hauled: false,
    engine_active: false,
    start_idle_timestamp: null,
    speed: null,
    unplugged: false,
    unplugged_timestamp: null,
    ble_low_battery: false,
    geofences: [],
    street: null,
    city: null,
    state: null,
    zip_code: null,
    location: null,
    last_checkin_timestamp: null,
    last_location_timestamp: null,
    last_trip_type: null,
    last_trip_end_timestamp: null,
    last_engine_off_timestamp: null,
    last_engine_on_timestamp: null,
    odometer: null,
    hours: null,
    direction: null,
    diesel_exhaust_fluid_level: null,
    battery_percent: null,
    online: null,
    overload: null,
    key_switch_state: null,
    machine_off_level: null,
    battery_state_of_charge: null,
    outrigger_status: null,
    platform_stowed: null,
    uts_pitch: null,
    uts_roll: null,
    charger_plugged_in: null,
    foot_switch: null,
    regen_state: null,
    is_locked: null,
    brake_statuses: null,
    telemetry: { ...EMPTY_TELEMETRY },
  };
}
