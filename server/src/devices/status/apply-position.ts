import {
  LOCATION_SOURCE,
  type Position,
  isHauledMotion,
  isMovingFix,
  roundHeadingDown,
} from '@fleet/domain';
import { applyAttributes } from './tracker-attributes';
import type { StoredStatus } from './stored-status';

export interface ApplyContext {
  assetTypeId: number;
  /** Geofences containing the fix, with names (spec 1 §3 `geofences`). */
  geofences: Array<{ geofence_id: number; name: string }>;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The asset's status after a NEWER fix than any applied before (older fixes never move an asset
 * back; the caller checks). Pure: returns a new status, the input is untouched.
 */
export function applyPosition(
  previous: StoredStatus,
  position: Position,
  context: ApplyContext,
): StoredStatus {
  const status: StoredStatus = {
    ...previous,
    telemetry: { ...previous.telemetry },
    geofences: previous.geofences,
  };
  const at = iso(position.fixTime);
  const wasEngineOn = previous.engine_active;
  const engineOn = position.ignition ?? previous.engine_active;
  const moving = isMovingFix(position);
  const wasMoving = (previous.speed ?? 0) > 0 || previous.is_being_hauled;

  status.location_source = LOCATION_SOURCE.tracker;
  if (position.valid) {
    status.location = { latitude: position.latitude, longitude: position.longitude };
    status.last_location_timestamp = at;
    status.out_of_lock_timestamp = null;
    status.geofences = context.geofences;
  } else if (!status.out_of_lock_timestamp) {
    // GPS without a lock: the tracker still talks, but its location is stale (spec 1 §4).
    status.out_of_lock_timestamp = at;
  }

  status.engine_active = engineOn;
  if (engineOn && !wasEngineOn) status.last_engine_on_timestamp = at;
  if (!engineOn && wasEngineOn) status.last_engine_off_timestamp = at;

  status.speed = moving ? Math.round((position.speedMph ?? 0) * 10) / 10 : 0;
  if (position.heading !== undefined) status.direction = roundHeadingDown(position.heading);
  const hauled = isHauledMotion(context.assetTypeId, engineOn, position);
  status.is_being_hauled = hauled;

  // Idling: engine on, standing still; the clock starts at the first such fix (spec 1 §4).
  const idling = engineOn && !moving;
  status.start_idle_timestamp = idling ? (previous.start_idle_timestamp ?? at) : null;

  if (wasMoving && !moving) {
    status.last_trip_end_timestamp = at;
    status.last_trip_type = previous.is_being_hauled
      ? wasEngineOn
        ? 'hauled_ignition_on'
        : 'hauled'
      : 'regular';
  }

  if (position.odometerMiles !== undefined) status.odometer = position.odometerMiles;
  if (position.engineHours !== undefined) status.hours = position.engineHours;
  if (position.batteryPercent !== undefined) status.battery_percent = position.batteryPercent;
  applyAttributes(status, position.attributes, at);
  return status;
}
