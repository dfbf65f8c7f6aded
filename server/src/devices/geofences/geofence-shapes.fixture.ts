/** Test support: random geofences for property tests, and a brute-force oracle built on turf. */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import fc from 'fast-check';
import type { Polygon, Position } from 'geojson';
import { type GeofenceGeometry, type GeofenceShape, type LonLat } from './geofence-shape';

export interface Region {
  minLon: number;
  maxLon: number;
  minLat: number;
  maxLat: number;
}

/** Around Columbia, Missouri: the kind of area one fleet's geofences cover. */
export const MISSOURI: Region = { minLon: -93, maxLon: -91, minLat: 38, maxLat: 40 };

const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true });

export const pointIn = (region: Region, margin = 0): fc.Arbitrary<LonLat> =>
  fc.tuple(
    coordinate(region.minLon - margin, region.maxLon + margin),
    coordinate(region.minLat - margin, region.maxLat + margin),
  );

/**
 * A star-shaped ring around a centre: vertices in angular order, each gap under π, so the ring
 * never crosses itself. Equal radii make it convex. Closed, as GeoJSON requires.
 */
const starRing = (center: LonLat, convex: boolean): fc.Arbitrary<Position[]> =>
  fc
    .integer({ min: 3, max: 12 })
    .chain((count) =>
      fc.tuple(
        fc.array(fc.double({ min: 0, max: 0.4, noNaN: true }), {
          minLength: count,
          maxLength: count,
        }),
        fc.array(fc.double({ min: 0.005, max: 0.6, noNaN: true }), {
          minLength: count,
          maxLength: count,
        }),
      ),
    )
    .map(([jitters, radii]) => {
      const ring = jitters.map((jitter, k): Position => {
        const angle = ((k + jitter) * 2 * Math.PI) / jitters.length;
        const radius = convex ? (radii[0] ?? 0.1) : (radii[k] ?? 0.1);
        return [center[0] + radius * Math.cos(angle), center[1] + radius * Math.sin(angle)];
      });
      return [...ring, ring[0] ?? [center[0], center[1]]];
    });

/** A star polygon, sometimes with a hole: the outer ring shrunk toward its centre, so inside it. */
const starPolygon = (region: Region): fc.Arbitrary<Polygon> =>
  fc
    .record({
      center: pointIn(region),
      convex: fc.boolean(),
      holeScale: fc.option(fc.double({ min: 0.1, max: 0.9, noNaN: true })),
    })
    .chain(({ center, convex, holeScale }) =>
      starRing(center, convex).map((outer): Polygon => {
        if (holeScale === null) return { type: 'Polygon', coordinates: [outer] };
        const hole = outer
          .map(([x = 0, y = 0]): Position => [
            center[0] + (x - center[0]) * holeScale,
            center[1] + (y - center[1]) * holeScale,
          ])
          .reverse();
        return { type: 'Polygon', coordinates: [outer, hole] };
      }),
    );

export const geometryIn = (region: Region): fc.Arbitrary<GeofenceGeometry> =>
  fc.oneof(
    starPolygon(region).map((geometry) => ({ kind: 'polygon' as const, geometry })),
    fc.array(starPolygon(region), { minLength: 1, maxLength: 3 }).map((parts) => ({
      kind: 'polygon' as const,
      geometry: {
        type: 'MultiPolygon' as const,
        coordinates: parts.map((part) => part.coordinates),
      },
    })),
    fc
      .record({
        center: pointIn(region),
        radiusMeters: fc.double({ min: 0, max: 60_000, noNaN: true }),
      })
      .map(({ center, radiusMeters }) => ({ kind: 'circle' as const, center, radiusMeters })),
  );

/** Geofences with distinct ids in no particular order, so the sorted output is tested too. */
export const geofencesFrom = (
  geometry: fc.Arbitrary<GeofenceGeometry>,
  maxLength: number,
): fc.Arbitrary<GeofenceShape[]> =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((geofenceId) =>
          geometry.map((shape) => ({ geofenceId, name: `fence ${geofenceId}`, shape })),
        ),
      ),
    );

/** Every vertex of every polygon: points exactly on boundaries, which random doubles miss. */
export function verticesOf(geofences: readonly GeofenceShape[]): LonLat[] {
  return geofences.flatMap(({ shape }) => {
    if (shape.kind === 'circle') return [shape.center];
    const polygons =
      shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
    return polygons.flat(2).map(([x = 0, y = 0]): LonLat => [x, y]);
  });
}

/**
 * Points to probe: anywhere in the region, or within a few tenths of a degree of some vertex or
 * centre, where most of the inside/outside decisions (and the holes) are.
 */
export const probesFor = (
  geofences: readonly GeofenceShape[],
  region: Region,
): fc.Arbitrary<LonLat[]> => {
  const anchors = verticesOf(geofences);
  const offset = fc.double({ min: -0.3, max: 0.3, noNaN: true });
  const near =
    anchors.length === 0
      ? []
      : [
          fc
            .tuple(fc.constantFrom(...anchors), offset, offset)
            .map(([[lon, lat], dx, dy]): LonLat => [lon + dx, lat + dy]),
        ];
  return fc.array(fc.oneof(pointIn(region, 0.5), ...near), { maxLength: 60 });
};

/** Tests every geofence exactly, no index: the answer `containing` must give. */
export function bruteForceContaining(
  geofences: readonly GeofenceShape[],
  [lon, lat]: LonLat,
): number[] {
  const ids = geofences
    .filter(({ shape }) =>
      shape.kind === 'polygon'
        ? booleanPointInPolygon([lon, lat], shape.geometry)
        : distance([...shape.center], [lon, lat], { units: 'meters' }) <= shape.radiusMeters,
    )
    .map(({ geofenceId }) => geofenceId);
  return [...new Set(ids)].sort((a, b) => a - b);
}
