import { type TelemetryReading } from '@fleet/domain';
import type { StoredStatus } from './stored-status';

type Attributes = Record<string, string | number | boolean>;

/** Tracker attribute keys (as OBD/CAN trackers name them) → telemetry readings (spec 1 §3). */
const TELEMETRY_KEYS: Record<string, TelemetryReading> = {
  fuel: 'fuel_level',
  fuelLevel: 'fuel_level',
  rpm: 'engine_rpm',
  coolantTemp: 'coolant_temperature',
  coolantLevel: 'coolant_level_percent',
  power: 'battery_voltage',
  oilPressure: 'engine_oil_pressure',
  oilTemp: 'engine_oil_temperature',
  fuelEconomy: 'average_fuel_economy',
  defLevel: 'diesel_exhaust_fluid_level',
};

type NumberField =
  | 'key_switch_state'
  | 'machine_off_level'
  | 'battery_state_of_charge'
  | 'outrigger_status'
  | 'uts_pitch'
  | 'uts_roll'
  | 'regen_state';
type BooleanField =
  | 'online'
  | 'overload'
  | 'platform_stowed'
  | 'charger_plugged_in'
  | 'foot_switch'
  | 'is_locked'
  | 'ble_low_battery';

const NUMBER_KEYS: Record<string, NumberField> = {
  keySwitch: 'key_switch_state',
  machineOffLevel: 'machine_off_level',
  soc: 'battery_state_of_charge',
  outrigger: 'outrigger_status',
  pitch: 'uts_pitch',
  roll: 'uts_roll',
  regen: 'regen_state',
};
const BOOLEAN_KEYS: Record<string, BooleanField> = {
  online: 'online',
  overload: 'overload',
  platformStowed: 'platform_stowed',
  chargerPlugged: 'charger_plugged_in',
  footSwitch: 'foot_switch',
  lock: 'is_locked',
  bleLowBattery: 'ble_low_battery',
};

const asNumber = (value: string | number | boolean): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const asBoolean = (value: string | number | boolean): boolean | null =>
  typeof value === 'boolean' ? value : value === 1 ? true : value === 0 ? false : null;

/** Copies the readings a tracker sent as attributes into the status; unknown keys are ignored. */
export function applyAttributes(status: StoredStatus, attributes: Attributes, atIso: string): void {
  for (const [key, value] of Object.entries(attributes)) {
    const reading = TELEMETRY_KEYS[key];
    if (reading) {
      const n = asNumber(value);
      if (n !== null) {
        status.telemetry[reading] = n;
        status.telemetry[`${reading}_timestamp`] = atIso;
        // The status also carries the DEF level at its top level (spec 1 §3).
        if (reading === 'diesel_exhaust_fluid_level') status.diesel_exhaust_fluid_level = n;
      }
      continue;
    }
    const numberField = NUMBER_KEYS[key];
    if (numberField) {
      const n = asNumber(value);
      if (n !== null) status[numberField] = n;
      continue;
    }
    const booleanField = BOOLEAN_KEYS[key];
    if (booleanField) {
      const b = asBoolean(value);
      if (b !== null) status[booleanField] = b;
      continue;
    }
    if (key === 'alarm' && value === 'powerCut') {
      if (!status.unplugged) status.unplugged_timestamp = atIso;
      status.unplugged = true;
    } else if (key === 'alarm' && value === 'powerRestored') {
      status.unplugged = false;
      status.unplugged_timestamp = null;
    } else if (key.startsWith('brake.')) {
      const n = asNumber(value);
      if (n === 1 || n === 2 || n === 3) {
        status.brake_statuses = { ...status.brake_statuses, [key.slice('brake.'.length)]: n };
      }
    }
  }
}
