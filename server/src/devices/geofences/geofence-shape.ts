import type { MultiPolygon, Polygon } from 'geojson';

/** A longitude/latitude pair in degrees, GeoJSON order. */
export type LonLat = readonly [lon: number, lat: number];

/** An axis-aligned box in degrees: [minLon, minLat, maxLon, maxLat]. */
export type LonLatBox = readonly [minLon: number, minLat: number, maxLon: number, maxLat: number];

export type GeofenceGeometry =
  | { kind: 'polygon'; geometry: Polygon | MultiPolygon }
  | { kind: 'circle'; center: LonLat; radiusMeters: number };

/** What the engine needs of a stored geofence. */
export interface GeofenceShape {
  geofenceId: number;
  name: string;
  shape: GeofenceGeometry;
}

/** Wraps any finite longitude into [-180, 180]; in-range values pass through untouched. */
export function normalizeLon(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon;
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

/** A stored `shape` column as the engine's geometry, or undefined when it is neither form. */
export function storedShapeOf(value: unknown): GeofenceGeometry | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const shape = value as Partial<GeofenceGeometry>;
  if (shape.kind === 'polygon' && shape.geometry) return shape as GeofenceGeometry;
  if (shape.kind === 'circle' && shape.center && typeof shape.radiusMeters === 'number') {
    return shape as GeofenceGeometry;
  }
  return undefined;
}
