import { ASSET_TYPE, LOCATION_SOURCE } from './asset-ids';
import { type AssetStatus } from './asset-status.schema';

/** spec 1 §4 "Tracker display status", listed in the spec's priority order. */
export const TRACKER_DISPLAY_STATUSES = [
  'manual_location',
  'not_communicating',
  'being_hauled',
  'idling',
  'driving',
  'running',
  'bluetooth_node',
  'off',
] as const;
export type TrackerDisplayStatus = (typeof TRACKER_DISPLAY_STATUSES)[number];

/** The asset facts the display status reads. */
export interface DisplayStatusAsset {
  asset_type_id: number;
  is_ble_node: boolean;
}

/** The status facts the display status reads; a full `AssetStatus` fits. */
export type DisplayStatusFacts = Pick<
  AssetStatus,
  | 'location_source'
  | 'out_of_lock_timestamp'
  | 'is_being_hauled'
  | 'engine_active'
  | 'start_idle_timestamp'
  | 'speed'
>;

/** A timestamp counts only when it carries text: an empty string from an old row means "none". */
function hasTimestamp(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

/** Null (no reading) is not moving. */
function isMoving(speed: number | null): boolean {
  return speed !== null && speed > 0;
}

/**
 * spec 1 §4: the first rule that holds wins. Equipment never idles or drives: an equipment
 * engine that is on is simply running, whatever the speed or idle timer say.
 */
export function trackerDisplayStatus(
  asset: DisplayStatusAsset,
  status: DisplayStatusFacts,
): TrackerDisplayStatus {
  if (status.location_source === LOCATION_SOURCE.manual) return 'manual_location';
  if (hasTimestamp(status.out_of_lock_timestamp)) return 'not_communicating';
  if (status.is_being_hauled) return 'being_hauled';

  const isEquipment = asset.asset_type_id === ASSET_TYPE.equipment;
  if (status.engine_active) {
    if (!isEquipment && hasTimestamp(status.start_idle_timestamp)) return 'idling';
    if (!isEquipment && isMoving(status.speed)) return 'driving';
    // What is left is equipment, or an engine that is on while neither moving nor idling.
    return 'running';
  }
  return asset.is_ble_node ? 'bluetooth_node' : 'off';
}
