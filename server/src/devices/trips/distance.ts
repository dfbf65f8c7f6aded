/** Great-circle distances; the engine's only geometry. */

export const METERS_PER_MILE = 1609.344;
const EARTH_RADIUS_METERS = 6_371_008.8;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in meters. */
export function haversineMeters(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // Clamp: rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, h)));
}

export const metersToMiles = (meters: number): number => meters / METERS_PER_MILE;

/** Average speed in mph needed to cover the distance between two fixes in the time between them. */
export function impliedSpeedMph(
  a: LatLon & { fixTime: number },
  b: LatLon & { fixTime: number },
): number {
  const hours = (b.fixTime - a.fixTime) / 3_600_000;
  if (hours <= 0) return 0;
  return metersToMiles(haversineMeters(a, b)) / hours;
}
