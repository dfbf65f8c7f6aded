import type { ThresholdReading } from '@fleet/domain';
import type { StoredStatus } from '../status/stored-status';

/**
 * What the alert rules read of one moment of an asset: its place, speed, engine, battery,
 * readings and the geofences it was inside. Built from a status (in-order fixes: the status
 * before and after) or from a stored position (a late fix and its neighbours).
 */
export interface FixView {
  time: number;
  latitude: number | null;
  longitude: number | null;
  speedMph: number | null;
  engineOn: boolean | null;
  batteryPercent: number | null;
  readings: Record<ThresholdReading, number | null>;
  geofenceIds: readonly number[];
  /** When the current idle run began (ms), or null when not idling. */
  idleSince: number | null;
}

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

export function viewOfStatus(status: StoredStatus, time: number): FixView {
  return {
    time,
    latitude: status.location?.latitude ?? null,
    longitude: status.location?.longitude ?? null,
    speedMph: status.speed,
    engineOn: status.engine_active,
    batteryPercent: status.battery_percent,
    readings: {
      hours: status.hours,
      odometer: status.odometer,
      fuel_level: status.telemetry.fuel_level,
      diesel_exhaust_fluid_level: status.diesel_exhaust_fluid_level,
    },
    geofenceIds: status.geofences.map((hit) => hit.geofence_id),
    idleSince: ms(status.start_idle_timestamp),
  };
}

/** A stored position as the rules read it; the geofences are looked up by the caller. */
export interface StoredFix {
  fixTime: number;
  latitude: number;
  longitude: number;
  valid: boolean;
  speedMph: number | null;
  ignition: boolean | null;
  batteryPercent: number | null;
  engineHours: number | null;
  odometerMiles: number | null;
  def: number | null;
}

export function viewOfFix(fix: StoredFix, geofenceIds: readonly number[]): FixView {
  return {
    time: fix.fixTime,
    latitude: fix.valid ? fix.latitude : null,
    longitude: fix.valid ? fix.longitude : null,
    speedMph: fix.speedMph,
    engineOn: fix.ignition,
    batteryPercent: fix.batteryPercent,
    readings: {
      hours: fix.engineHours,
      odometer: fix.odometerMiles,
      // Positions keep no fuel reading; late fixes judge place only anyway.
      fuel_level: null,
      diesel_exhaust_fluid_level: fix.def,
    },
    geofenceIds,
    // A run's start needs the fixes before it: idle is judged on in-order fixes only.
    idleSince: null,
  };
}
