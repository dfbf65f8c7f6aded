import type { Polygon, Position } from 'geojson';
import type { GeoJSONStoreFeatures } from 'terra-draw';
import type { GeofenceDto, GeofenceShapeInput } from '@fleet/domain';

/** Terra Draw's modes this page draws with, as they name them in a feature's `mode`. */
export type DrawTool = 'polygon' | 'circle';

/** What the draw tool holds: a GeoJSON polygon feature with Terra Draw's properties. */
export type DrawnFeature = GeoJSONStoreFeatures<Polygon>;

const EARTH_RADIUS_METERS = 6_371_008.8;
const RAD = Math.PI / 180;
/** About a centimetre: more digits only carry the drawing's noise. */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

function haversineMeters([lon1 = 0, lat1 = 0]: Position, [lon2 = 0, lat2 = 0]: Position): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A drawn circle's centre and radius. Terra Draw gives a circle as a ring of evenly spaced
 * corners: their mean is the centre, their mean distance from it the radius, whatever the
 * feature's own radius property says after a resize.
 */
function circleOf(ring: readonly Position[]): GeofenceShapeInput {
  const corners = ring.slice(0, -1);
  const count = Math.max(1, corners.length);
  const longitude = corners.reduce((sum, [lon = 0]) => sum + lon, 0) / count;
  const latitude = corners.reduce((sum, [, lat = 0]) => sum + lat, 0) / count;
  const radius =
    corners.reduce((sum, corner) => sum + haversineMeters([longitude, latitude], corner), 0) /
    count;
  return {
    kind: 'circle',
    longitude: round7(longitude),
    latitude: round7(latitude),
    radius_meters: Math.round(radius * 10) / 10,
  };
}

/** The shape the API takes for what was drawn: a circle stays a circle, any other an outline. */
export function shapeOfDrawnFeature(feature: DrawnFeature): GeofenceShapeInput {
  const ring = feature.geometry.coordinates[0] ?? [];
  if (feature.properties.mode === 'circle') return circleOf(ring);
  const outline = ring.map(([lon = 0, lat = 0]) => [round7(lon), round7(lat)]);
  const first = outline[0];
  const last = outline[outline.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) outline.push([...first]);
  return { kind: 'polygon', geojson: { type: 'Polygon', coordinates: [outline] } };
}

/**
 * A stored geofence as a feature the draw tool can edit: a circle as Terra Draw's circle (so it
 * resizes around its centre), an outline as a polygon; null for a shape drawn elsewhere in
 * several parts, which the page edits by its details only.
 */
export function drawnFeatureOf(geofence: GeofenceDto, id: string | number): DrawnFeature | null {
  if (geofence.geojson.type !== 'Polygon') return null;
  const coordinates = geofence.geojson.coordinates.slice(0, 1);
  const properties: DrawnFeature['properties'] = geofence.circle
    ? { mode: 'circle', radiusKilometers: geofence.circle.radius_meters / 1000 }
    : { mode: 'polygon' };
  return { id, type: 'Feature', geometry: { type: 'Polygon', coordinates }, properties };
}
