import { normalizeLon, type LonLat, type LonLatBox } from './geofence-shape';

/** Mean Earth radius, the same one @turf/distance uses, so both agree on what is inside. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;
/** Widens boxes by a hair so floating-point rounding never cuts off a boundary point. */
const BOX_SLACK = 1e-9;

/** A circle precomputed so a containment test is a handful of multiplications and two sines. */
export interface CompiledCircle {
  lonRad: number;
  latRad: number;
  cosLat: number;
  /** Haversine threshold: inside iff hav(central angle) ≤ maxHav. */
  maxHav: number;
  /** The radius reaches the antipode: every point is inside. */
  everywhere: boolean;
}

export function compileCircle(center: LonLat, radiusMeters: number): CompiledCircle {
  const [lon, lat] = validCenter(center, radiusMeters);
  const angle = radiusMeters / EARTH_RADIUS_METERS;
  const halfSin = Math.sin(angle / 2);
  return {
    lonRad: lon * RAD,
    latRad: lat * RAD,
    cosLat: Math.cos(lat * RAD),
    maxHav: halfSin * halfSin,
    everywhere: angle >= Math.PI,
  };
}

/**
 * Great-circle distance ≤ radius, compared as haversines to skip the atan2/sqrt of a full
 * distance (the haversine grows monotonically with the angle on [0, π]).
 */
export function circleContains(
  circle: CompiledCircle,
  lonRad: number,
  latRad: number,
  cosLat: number,
): boolean {
  if (circle.everywhere) return true;
  const sinHalfDLat = Math.sin((latRad - circle.latRad) / 2);
  const sinHalfDLon = Math.sin((lonRad - circle.lonRad) / 2);
  const hav = sinHalfDLat * sinHalfDLat + circle.cosLat * cosLat * sinHalfDLon * sinHalfDLon;
  return hav <= circle.maxHav;
}

/**
 * Boxes (one, or two when it straddles the antimeridian) that cover the circle on the sphere.
 * Longitude half-width is asin(sin r / cos lat), the exact extent of a spherical cap: the
 * simpler r / cos lat falls short near the poles; a cap holding a pole spans all longitudes.
 */
export function circleBoxes(center: LonLat, radiusMeters: number): LonLatBox[] {
  const [lon, lat] = validCenter(center, radiusMeters);
  const angle = radiusMeters / EARTH_RADIUS_METERS;
  if (angle >= Math.PI) return [[-180, -90, 180, 90]];
  const latSpan = widen(angle * DEG);
  const minLat = lat - latSpan;
  const maxLat = lat + latSpan;
  const cosLat = Math.cos(lat * RAD);
  const sinAngle = Math.sin(angle);
  if (maxLat >= 90 || minLat <= -90 || sinAngle >= cosLat) {
    return [[-180, Math.max(minLat, -90), 180, Math.min(maxLat, 90)]];
  }
  const lonSpan = widen(Math.asin(sinAngle / cosLat) * DEG);
  if (lonSpan >= 180) return [[-180, minLat, 180, maxLat]];
  const minLon = lon - lonSpan;
  const maxLon = lon + lonSpan;
  if (minLon < -180) {
    return [
      [minLon + 360, minLat, 180, maxLat],
      [-180, minLat, maxLon, maxLat],
    ];
  }
  if (maxLon > 180) {
    return [
      [minLon, minLat, 180, maxLat],
      [-180, minLat, maxLon - 360, maxLat],
    ];
  }
  return [[minLon, minLat, maxLon, maxLat]];
}

function widen(degrees: number): number {
  return degrees * (1 + BOX_SLACK) + BOX_SLACK;
}

function validCenter([lon, lat]: LonLat, radiusMeters: number): LonLat {
  if (!Number.isFinite(lon) || !(lat >= -90 && lat <= 90)) {
    throw new RangeError(`circle center out of range: [${lon}, ${lat}]`);
  }
  if (!(radiusMeters >= 0) || !Number.isFinite(radiusMeters)) {
    throw new RangeError(`circle radius must be a finite number ≥ 0, got ${radiusMeters}`);
  }
  return [normalizeLon(lon), lat];
}
