import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS } from './circle-geometry';
import { buildGeofenceIndex } from './geofence-index';
import { normalizeLon, type GeofenceGeometry, type LonLat } from './geofence-shape';
import {
  MISSOURI,
  bruteForceContaining,
  geofencesFrom,
  geometryIn,
  probesFor,
  verticesOf,
} from './geofence-shapes.fixture';

/**
 * Anywhere on Earth at GPS precision (a millionth of a degree). Arbitrary doubles would bring
 * subnormal coordinates and radii, where the two haversines differ only by underflow.
 */
const worldPoint: fc.Arbitrary<LonLat> = fc.tuple(
  fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1e6),
  fc.integer({ min: -90_000_000, max: 90_000_000 }).map((micro) => micro / 1e6),
);

/** Circles anywhere, large ones included, so caps cross the antimeridian and hold poles. */
const worldCircle: fc.Arbitrary<GeofenceGeometry> = fc
  .record({ center: worldPoint, radiusMeters: fc.integer({ min: 1, max: 3_000_000 }) })
  .map(({ center, radiusMeters }) => ({ kind: 'circle', center, radiusMeters }));

const RAD = Math.PI / 180;

/**
 * A point at a random bearing and up to 1.2 radii from the centre along the great circle (the
 * destination-point formula), so points land over poles and across the antimeridian too. It
 * keeps a millionth of the radius off the rim, where two correct formulas may round apart.
 */
const nearCircle = ([lon, lat]: LonLat, radiusMeters: number): fc.Arbitrary<LonLat> =>
  fc
    .tuple(
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      fc.oneof(
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        fc.double({ min: 1.000_001, max: 1.2, noNaN: true }),
        fc.double({ min: 0.98, max: 0.999_999, noNaN: true }),
        fc.double({ min: 1.000_001, max: 1.02, noNaN: true }),
      ),
    )
    .map(([bearing, fraction]) => {
      const angle = (fraction * radiusMeters) / EARTH_RADIUS_METERS;
      const lat1 = lat * RAD;
      const sinLat2 =
        Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing);
      const lat2 = Math.asin(Math.max(-1, Math.min(1, sinLat2)));
      const dLon = Math.atan2(
        Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
        Math.cos(angle) - Math.sin(lat1) * sinLat2,
      );
      return [normalizeLon(lon + dLon / RAD), lat2 / RAD];
    });

describe('containing, against testing every geofence without the index', () => {
  it('agrees on random polygons, multipolygons and circles around a region', () => {
    const scenario = geofencesFrom(geometryIn(MISSOURI), 30).chain((geofences) =>
      fc.tuple(fc.constant(geofences), probesFor(geofences, MISSOURI)),
    );
    fc.assert(
      fc.property(scenario, ([geofences, probes]) => {
        const index = buildGeofenceIndex(geofences);
        // Vertices lie exactly on boundaries, which random doubles would all but never hit.
        for (const point of [...probes, ...verticesOf(geofences)]) {
          expect(index.containing(...point), `at ${point.join(', ')}`).toEqual(
            bruteForceContaining(geofences, point),
          );
        }
      }),
    );
  });

  it('agrees on circles anywhere on the globe, near the poles and the antimeridian', () => {
    const scenario = geofencesFrom(worldCircle, 8).chain((geofences) =>
      fc.tuple(
        fc.constant(geofences),
        fc.array(
          fc.oneof(
            worldPoint,
            ...geofences.flatMap(({ shape }) =>
              shape.kind === 'circle' ? [nearCircle(shape.center, shape.radiusMeters)] : [],
            ),
          ),
          { maxLength: 40 },
        ),
      ),
    );
    fc.assert(
      fc.property(scenario, ([geofences, points]) => {
        const index = buildGeofenceIndex(geofences);
        for (const point of points) {
          expect(index.containing(...point), `at ${point.join(', ')}`).toEqual(
            bruteForceContaining(geofences, point),
          );
        }
      }),
    );
  });
});
