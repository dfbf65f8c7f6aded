import Flatbush from 'flatbush';
import { circleBoxes, circleContains, compileCircle, type CompiledCircle } from './circle-geometry';
import { normalizeLon, type GeofenceShape, type LonLatBox } from './geofence-shape';
import { compilePolygon, polygonContains, type CompiledPolygon } from './polygon-geometry';

export type { GeofenceShape } from './geofence-shape';

export interface GeofenceIndex {
  /** How many geofences were indexed. */
  readonly size: number;
  /** Ids of the geofences containing the point (edges count as inside), ascending, no repeats. */
  containing(lon: number, lat: number): number[];
}

type Compiled =
  | { kind: 'polygon'; geofenceId: number; polygon: CompiledPolygon }
  | { kind: 'circle'; geofenceId: number; circle: CompiledCircle };

const RAD = Math.PI / 180;
const ascending = (a: number, b: number): number => a - b;

/**
 * A static index over the geofences, built once per change of the geofence set and then queried
 * for every incoming position. Throws RangeError on a malformed shape (non-finite coordinates,
 * negative radius) so bad data surfaces when loading rather than as silently missed events.
 * Polygons are taken in plain lon/lat, as GeoJSON asks: one crossing the antimeridian must be
 * split into a MultiPolygon. Circles are true great-circle discs and may cross it or hold a pole.
 */
export function buildGeofenceIndex(geofences: readonly GeofenceShape[]): GeofenceIndex {
  // Per Flatbush item: its box and its shape (a circle over the antimeridian has two boxes).
  const boxes: LonLatBox[] = [];
  const boxShapes: Compiled[] = [];
  for (const geofence of geofences) {
    const { shape, shapeBoxes } = compile(geofence);
    for (const box of shapeBoxes) {
      boxes.push(box);
      boxShapes.push(shape);
    }
  }
  const size = geofences.length;
  // Flatbush refuses zero items; with nothing to index no point is in any geofence.
  if (boxes.length === 0) return { size, containing: () => [] };

  const flatbush = new Flatbush(boxes.length);
  for (const [minLon, minLat, maxLon, maxLat] of boxes) {
    flatbush.add(minLon, minLat, maxLon, maxLat);
  }
  flatbush.finish();

  // The query point lives here so one filter closure, made once, serves every call.
  let qLon = 0;
  let qLat = 0;
  let qLonRad = 0;
  let qLatRad = 0;
  let qCosLat = 0;
  const exactlyInside = (item: number): boolean => {
    const shape = boxShapes[item];
    if (shape === undefined) return false;
    switch (shape.kind) {
      case 'polygon':
        return polygonContains(shape.polygon, qLon, qLat);
      case 'circle':
        return circleContains(shape.circle, qLonRad, qLatRad, qCosLat);
    }
  };

  return {
    size,
    containing(lon, lat) {
      if (!Number.isFinite(lon) || !(lat >= -90 && lat <= 90)) return [];
      qLon = normalizeLon(lon);
      qLat = lat;
      qLonRad = qLon * RAD;
      qLatRad = lat * RAD;
      qCosLat = Math.cos(qLatRad);
      // Flatbush's result array is the one we return: its items are rewritten into ids.
      const hits = flatbush.search(qLon, qLat, qLon, qLat, exactlyInside);
      for (let i = 0; i < hits.length; i++) {
        hits[i] = boxShapes[hits[i] ?? -1]?.geofenceId ?? Number.NaN;
      }
      return sortUniqueInPlace(hits);
    },
  };
}

function compile({ geofenceId, shape }: GeofenceShape): {
  shape: Compiled;
  shapeBoxes: LonLatBox[];
} {
  switch (shape.kind) {
    case 'polygon': {
      const polygon = compilePolygon(shape.geometry);
      const shapeBoxes = polygon.box === null ? [] : [polygon.box];
      return { shape: { kind: 'polygon', geofenceId, polygon }, shapeBoxes };
    }
    case 'circle': {
      const circle = compileCircle(shape.center, shape.radiusMeters);
      const shapeBoxes = circleBoxes(shape.center, shape.radiusMeters);
      return { shape: { kind: 'circle', geofenceId, circle }, shapeBoxes };
    }
  }
}

function sortUniqueInPlace(ids: number[]): number[] {
  if (ids.length < 2) return ids;
  ids.sort(ascending);
  let kept = 1;
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] ?? Number.NaN;
    if (id !== ids[kept - 1]) ids[kept++] = id;
  }
  ids.length = kept;
  return ids;
}
