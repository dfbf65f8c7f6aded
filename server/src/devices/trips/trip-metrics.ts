import { ASSET_TYPE, TRIP_TYPE, type AssetTypeId, type TripTypeId } from '@fleet/domain';
import { haversineMeters, impliedSpeedMph, metersToMiles } from './distance';
import {
  EQUIPMENT_MAX_SELF_PROPELLED_MPH,
  ODOMETER_MAX_AVERAGE_MPH,
  ODOMETER_MIN_SHARE_OF_GPS,
} from './thresholds';
import { type TrackFix, type Trip, type TripPoint } from './types';

export function toTripPoint(fix: TrackFix): TripPoint {
  return {
    timestamp: fix.fixTime,
    latitude: fix.latitude,
    longitude: fix.longitude,
    speed_mph: fix.speedMph ?? null,
    geofence_ids: [...fix.geofenceIds],
  };
}

/** Sum of great-circle legs between consecutive points. */
export function pathMiles(points: readonly TripPoint[]): number {
  let meters = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a !== undefined && b !== undefined) meters += haversineMeters(a, b);
  }
  return metersToMiles(meters);
}

/**
 * Highest reported speed; when the tracker reports none, the fastest leg's average speed
 * (a fallback: legs seconds apart can exaggerate GPS jitter).
 */
export function maxSpeedMph(points: readonly TripPoint[]): number {
  const reported = points.flatMap((p) => (p.speed_mph === null ? [] : [p.speed_mph]));
  if (reported.length > 0) return Math.max(...reported);
  let fastest = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (a === undefined || b === undefined) continue;
    const leg = impliedSpeedMph({ ...a, fixTime: a.timestamp }, { ...b, fixTime: b.timestamp });
    fastest = Math.max(fastest, leg);
  }
  return fastest;
}

/**
 * GPS distance, unless both ends carry an odometer whose reading is plausible: the odometer
 * counts every bend the fixes cut, so it is preferred when it is at least about the GPS distance
 * and implies a believable average speed (resets and swapped trackers fail that).
 */
export function tripDistance(
  first: TrackFix,
  last: TrackFix,
  points: readonly TripPoint[],
): Pick<Trip, 'trip_distance_miles' | 'distance_source'> {
  const gps = pathMiles(points);
  const gpsResult = { trip_distance_miles: gps, distance_source: 'gps' } as const;
  if (first.odometerMiles === undefined || last.odometerMiles === undefined) return gpsResult;
  const odometer = last.odometerMiles - first.odometerMiles;
  const hours = (last.fixTime - first.fixTime) / 3_600_000;
  const plausible =
    odometer >= 0 &&
    odometer >= gps * ODOMETER_MIN_SHARE_OF_GPS &&
    hours > 0 &&
    odometer / hours <= ODOMETER_MAX_AVERAGE_MPH;
  return plausible ? { trip_distance_miles: odometer, distance_source: 'odometer' } : gpsResult;
}

/**
 * Moving with the engine off means someone else moved it (trailer, tow). Equipment faster than a
 * machine can drive is on a trailer even with its engine running. Hauling (2) is set later by
 * matchHauling. Equipment without an ignition wire that is too fast counts as plain hauled.
 */
export function tripTypeOf(
  assetTypeId: AssetTypeId,
  ignition: boolean | null,
  maxSpeed: number,
): TripTypeId {
  if (ignition === false) return TRIP_TYPE.hauled;
  if (assetTypeId === ASSET_TYPE.equipment && maxSpeed > EQUIPMENT_MAX_SELF_PROPELLED_MPH) {
    return ignition === true ? TRIP_TYPE.hauledIgnitionOn : TRIP_TYPE.hauled;
  }
  return TRIP_TYPE.regular;
}
