import { type AssetStatus } from './asset-status.schema';
import { type AttributeVariant } from './attribute-variant';
import { batteryLevel } from './battery';
import { worstBrakeStatus } from './brakes';
import { FUEL_LOW_BELOW_PERCENT } from './attributes';
import { regenLevel } from './regen';
import { type SyncStatus } from './sync-status';

/**
 * spec 1 §2 "Asset card panels (detail)": status info items, the short notices at the head of
 * the card's Status tab that say what needs a look. Each is one fact of the tracker's status
 * put in words, with a colour: danger (act now), warning (soon), default (worth knowing).
 */
export interface StatusInfoItem {
  key: StatusInfoKey;
  label: string;
  variant: AttributeVariant;
  /** When the condition began, if the tracker said; the card shows it as 'since …'. */
  since: string | null;
}

export const STATUS_INFO_KEYS = [
  'not-communicating',
  'sync',
  'unplugged',
  'overload',
  'brakes',
  'regen',
  'manual-location',
  'being-hauled',
  'tracker-battery',
  'ble-low-battery',
  'fuel-low',
  'platform-not-stowed',
  'locked',
  'charger-plugged-in',
] as const;
export type StatusInfoKey = (typeof STATUS_INFO_KEYS)[number];

export type StatusInfoFacts = Pick<
  AssetStatus,
  | 'location_source'
  | 'out_of_lock_timestamp'
  | 'is_being_hauled'
  | 'unplugged'
  | 'unplugged_timestamp'
  | 'ble_low_battery'
  | 'battery_percent'
  | 'overload'
  | 'brake_statuses'
  | 'regen_state'
  | 'platform_stowed'
  | 'is_locked'
  | 'charger_plugged_in'
  | 'last_checkin_timestamp'
  | 'telemetry'
>;

const VARIANT_ORDER: Record<AttributeVariant, number> = {
  danger: 0,
  warning: 1,
  default: 2,
  success: 3,
};

/**
 * The notices that apply, worst first (a stable order within a colour). A healthy, synced,
 * parked asset has none, and the card then says so instead of listing good news.
 */
export function statusInfoItems(status: StatusInfoFacts, sync: SyncStatus): StatusInfoItem[] {
  const items: StatusInfoItem[] = [];
  const add = (
    key: StatusInfoKey,
    label: string,
    variant: AttributeVariant,
    since: string | null = null,
  ) => items.push({ key, label, variant, since });

  // spec 1 §4: an out-of-lock time means the tracker has stopped reporting fixes.
  if (status.out_of_lock_timestamp !== null) {
    add('not-communicating', 'Not communicating', 'danger', status.out_of_lock_timestamp);
  } else if (sync !== 'Synced') {
    add('sync', sync, sync === 'Out of Sync' ? 'danger' : 'warning', status.last_checkin_timestamp);
  }
  if (status.unplugged) {
    add('unplugged', 'Tracker unplugged', 'danger', status.unplugged_timestamp);
  }
  if (status.overload === true) add('overload', 'Platform overloaded', 'danger');

  const brakes = worstBrakeStatus(status.brake_statuses);
  if (brakes === 3) add('brakes', 'Brakes bad', 'danger');
  if (brakes === 2) add('brakes', 'Brakes warning', 'warning');

  // spec 1 §9: a regen state above 2 is an alert, above 0 a warning.
  const regen = regenLevel(status.regen_state);
  if (regen === 'alert') add('regen', 'DPF regeneration needed', 'danger');
  if (regen === 'warning') add('regen', 'DPF regeneration due', 'warning');

  if (status.location_source === 2) add('manual-location', 'Manual location', 'default');
  if (status.is_being_hauled) add('being-hauled', 'Being hauled', 'warning');
  if (batteryLevel(status.battery_percent) === 'LOW') {
    add('tracker-battery', 'Tracker battery low', 'warning');
  }
  if (status.ble_low_battery) add('ble-low-battery', 'Bluetooth tag battery low', 'warning');

  const fuel = status.telemetry.fuel_level;
  if (fuel !== null && Number.isFinite(fuel) && fuel < FUEL_LOW_BELOW_PERCENT) {
    add('fuel-low', 'Fuel low', 'warning', null);
  }
  if (status.platform_stowed === false)
    add('platform-not-stowed', 'Platform not stowed', 'warning');
  if (status.is_locked === true) add('locked', 'Machine locked out', 'default');
  if (status.charger_plugged_in === true)
    add('charger-plugged-in', 'Charger plugged in', 'default');

  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => VARIANT_ORDER[a.item.variant] - VARIANT_ORDER[b.item.variant] || a.index - b.index,
    )
    .map(({ item }) => item);
}
