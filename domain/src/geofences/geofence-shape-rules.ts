import { area } from '@turf/area';
import { kinks } from '@turf/kinks';
import type { Polygon, Position } from 'geojson';
import { GEOFENCE_LIMITS, GEOFENCE_MESSAGES } from './geofence-messages';

const SQUARE_METERS_PER_KM2 = 1_000_000;

export interface ShapeProblem {
  message: string;
  /** Where in the ring, for a form (empty: the shape as a whole). */
  path: (string | number)[];
}

const samePoint = (a: Position | undefined, b: Position | undefined): boolean =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/**
 * The rules an outline follows before it may become a geofence (docs/GEOFENCES.md "Shapes"):
 * closed, at least three different corners, at most GEOFENCE_LIMITS.maxVertices, no edge
 * crossing another (the first crossing is named, so a person can find it), some area and at
 * most GEOFENCE_LIMITS.maxAreaKm2 of it (geodesic, as @turf/area measures it).
 * Positions are assumed checked for range by the schema.
 */
export function findOutlineProblem(ring: readonly Position[]): ShapeProblem | null {
  if (!samePoint(ring[0], ring[ring.length - 1])) {
    return { message: GEOFENCE_MESSAGES.notClosed, path: [] };
  }
  const corners = ring.slice(0, -1);
  if (corners.length > GEOFENCE_LIMITS.maxVertices) {
    return { message: GEOFENCE_MESSAGES.tooManyCorners, path: [] };
  }
  const distinct = new Set(corners.map((p) => `${p[0]},${p[1]}`));
  if (distinct.size < 3) return { message: GEOFENCE_MESSAGES.tooFewCorners, path: [] };
  const polygon: Polygon = { type: 'Polygon', coordinates: [ring.map((p) => [...p])] };
  const [crossing] = kinks(polygon).features;
  if (crossing) {
    const [longitude = 0, latitude = 0] = crossing.geometry.coordinates;
    return { message: GEOFENCE_MESSAGES.selfIntersecting(longitude, latitude), path: [] };
  }
  const areaKm2 = area(polygon) / SQUARE_METERS_PER_KM2;
  // Under a square metre is a line or a point drawn as a shape.
  if (areaKm2 * SQUARE_METERS_PER_KM2 < 1) return { message: GEOFENCE_MESSAGES.noArea, path: [] };
  if (areaKm2 > GEOFENCE_LIMITS.maxAreaKm2) {
    return { message: GEOFENCE_MESSAGES.tooLarge(areaKm2), path: [] };
  }
  return null;
}
