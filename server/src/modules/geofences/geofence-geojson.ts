import type { MultiPolygon, Polygon } from 'geojson';

const EARTH_RADIUS_METERS = 6_371_008.8;
const SEGMENTS = 64;
const RAD = Math.PI / 180;

/** A circle as a 64-sided polygon, for drawing (the engine tests circles exactly). */
export function circleToPolygon(center: readonly [number, number], radiusMeters: number): Polygon {
  const [lon, lat] = center;
  const angular = radiusMeters / EARTH_RADIUS_METERS;
  const ring: number[][] = [];
  for (let i = 0; i <= SEGMENTS; i += 1) {
    const bearing = ((i % SEGMENTS) / SEGMENTS) * 2 * Math.PI;
    const lat2 = Math.asin(
      Math.sin(lat * RAD) * Math.cos(angular) +
        Math.cos(lat * RAD) * Math.sin(angular) * Math.cos(bearing),
    );
    const lon2 =
      lon * RAD +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat * RAD),
        Math.cos(angular) - Math.sin(lat * RAD) * Math.sin(lat2),
      );
    ring.push([lon2 / RAD, lat2 / RAD]);
  }
  return { type: 'Polygon', coordinates: [ring] };
}

/** The stored shape as GeoJSON the map can draw. */
export function shapeToGeoJson(shape: Record<string, unknown>): Polygon | MultiPolygon | null {
  if (shape.kind === 'polygon') {
    const geometry = shape.geometry as Polygon | MultiPolygon | undefined;
    return geometry ?? null;
  }
  if (
    shape.kind === 'circle' &&
    Array.isArray(shape.center) &&
    typeof shape.radiusMeters === 'number'
  ) {
    const [lon, lat] = shape.center as number[];
    if (typeof lon === 'number' && typeof lat === 'number') {
      return circleToPolygon([lon, lat], shape.radiusMeters);
    }
  }
  return null;
}
