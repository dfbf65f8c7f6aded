import {
  formatEngineHours,
  formatHeading,
  formatMiles,
  formatPercent,
  formatPressureKpa,
  formatSpeed,
  formatTemperature,
  formatTenths,
  formatVolts,
  formatWhole,
  type TemperatureUnit,
} from '../format/readings';
import { type AssetStatus, type TelemetryReading } from './asset-status.schema';
import { regenLevel } from './regen';

/**
 * The card's Status tab (spec 1 §2 "/assets/all/asset/{id}/status"): every reading the tracker
 * has reported, grouped as a service manager reads them, each with the time it was taken when
 * the tracker said. Readings never reported are left out rather than shown as blanks.
 */
export interface StatusReading {
  label: string;
  value: string;
  /** When the reading was taken (ISO), for the readings that carry their own time. */
  at: string | null;
}

export const STATUS_READING_GROUPS = ['Engine', 'Motion and meters', 'Machine', 'Tracker'] as const;

export interface StatusReadingGroup {
  title: (typeof STATUS_READING_GROUPS)[number];
  readings: StatusReading[];
}

/** Each telemetry reading's label and format, in the order the tab lists them. */
const TELEMETRY_ROWS: [
  TelemetryReading,
  string,
  (v: number, unit: TemperatureUnit) => string | null,
][] = [
  ['engine_rpm', 'Engine speed', (v) => formatWhole(v, ' rpm')],
  ['coolant_temperature', 'Coolant temperature', formatTemperature],
  ['coolant_level_percent', 'Coolant level', formatPercent],
  ['engine_oil_temperature', 'Oil temperature', formatTemperature],
  ['engine_oil_pressure', 'Oil pressure', formatPressureKpa],
  ['battery_voltage', 'Battery voltage', formatVolts],
  ['fuel_level', 'Fuel level', formatPercent],
  ['diesel_exhaust_fluid_level', 'DEF level', formatPercent],
  ['average_fuel_economy', 'Average fuel economy', (v) => formatTenths(v, ' mpg')],
];

const REGEN_WORDS = { ok: 'Not needed', warning: 'Due', alert: 'Needed' } as const;
const LOCATION_SOURCES: Record<number, string> = { 1: 'Tracker', 2: 'Manual' };

const yesNo = (value: boolean | null): string | null =>
  value === null ? null : value ? 'Yes' : 'No';

export function statusReadings(status: AssetStatus, unit: TemperatureUnit): StatusReadingGroup[] {
  const rows: Record<StatusReadingGroup['title'], StatusReading[]> = {
    Engine: [],
    'Motion and meters': [],
    Machine: [],
    Tracker: [],
  };
  /** Adds the row when it has a value; a reading the tracker never sent is not a row. */
  const put = (
    group: StatusReadingGroup['title'],
    label: string,
    value: string | null,
    at: string | null = null,
  ) => {
    if (value !== null) rows[group].push({ label, value, at });
  };

  put(
    'Engine',
    'Engine',
    status.engine_active ? 'On' : 'Off',
    status.engine_active ? status.last_engine_on_timestamp : status.last_engine_off_timestamp,
  );
  const key = status.key_switch_state;
  put('Engine', 'Key switch', key === null ? null : key > 0 ? 'On' : 'Off');
  for (const [reading, label, format] of TELEMETRY_ROWS) {
    const value = status.telemetry[reading];
    put(
      'Engine',
      label,
      value === null ? null : format(value, unit),
      status.telemetry[`${reading}_timestamp`],
    );
  }
  const regen = regenLevel(status.regen_state);
  put('Engine', 'DPF regeneration', regen === null ? null : REGEN_WORDS[regen]);

  put('Motion and meters', 'Speed', formatSpeed(status.speed));
  put('Motion and meters', 'Heading', formatHeading(status.direction));
  put('Motion and meters', 'Odometer', formatMiles(status.odometer));
  put('Motion and meters', 'Engine hours', formatEngineHours(status.hours));
  if (status.start_idle_timestamp !== null) {
    put('Motion and meters', 'Idling', 'Yes', status.start_idle_timestamp);
  }
  if (status.is_being_hauled) put('Motion and meters', 'Being hauled', 'Yes');

  put('Machine', 'Battery charge', formatPercent(status.battery_state_of_charge));
  put('Machine', 'Charger plugged in', yesNo(status.charger_plugged_in));
  put('Machine', 'Platform stowed', yesNo(status.platform_stowed));
  put('Machine', 'Overloaded', yesNo(status.overload));
  put('Machine', 'Outrigger status', formatWhole(status.outrigger_status));
  if (status.uts_pitch !== null || status.uts_roll !== null) {
    const angle = (value: number | null) => formatTenths(value, '°') ?? '—';
    put('Machine', 'Tilt (pitch / roll)', `${angle(status.uts_pitch)} / ${angle(status.uts_roll)}`);
  }
  put('Machine', 'Foot switch pressed', yesNo(status.foot_switch));
  put('Machine', 'Machine off level', formatWhole(status.machine_off_level));
  put('Machine', 'Locked out', yesNo(status.is_locked));

  const source = status.location_source;
  put(
    'Tracker',
    'Location source',
    source === null ? 'None' : (LOCATION_SOURCES[source] ?? 'Other'),
  );
  put('Tracker', 'Online', yesNo(status.online));
  put('Tracker', 'Tracker battery', formatPercent(status.battery_percent));
  if (status.unplugged) put('Tracker', 'Unplugged', 'Yes', status.unplugged_timestamp);
  if (status.ble_low_battery) put('Tracker', 'Bluetooth tag battery', 'Low');

  return STATUS_READING_GROUPS.map((title) => ({ title, readings: rows[title] })).filter(
    (group) => group.readings.length > 0,
  );
}
