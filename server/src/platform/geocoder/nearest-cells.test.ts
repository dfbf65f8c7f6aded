import fc from 'fast-check';
import { distance } from 'geokdbush';
import KDBush from 'kdbush';
import { describe, expect, it } from 'vitest';
import { createNearestCells } from './nearest-cells';

type Point = { latitude: number; longitude: number };

/** The definition: the closest of all points, if it is within the limit. */
function bruteNearest(points: Point[], at: Point, maxKm: number): number | null {
  let best: number | null = null;
  let bestKm = Infinity;
  points.forEach((p, id) => {
    const km = distance(at.longitude, at.latitude, p.longitude, p.latitude);
    if (km <= maxKm && km < bestKm) [best, bestKm] = [id, km];
  });
  return best;
}

function indexOf(points: Point[]): KDBush {
  const index = new KDBush(points.length);
  for (const p of points) index.add(p.longitude, p.latitude);
  index.finish();
  return index;
}

/** Points a few hundred metres apart around a town: cells straddle many boundaries. */
const town = (latitude: number, longitude: number) =>
  fc.array(
    fc.record({
      latitude: fc.double({ min: latitude - 0.03, max: latitude + 0.03, noNaN: true }),
      longitude: fc.double({ min: longitude - 0.03, max: longitude + 0.03, noNaN: true }),
    }),
    { minLength: 1, maxLength: 60 },
  );

describe('nearest points answered per grid cell', () => {
  it('answers exactly as a search through every point, in dense towns and beyond the limit', () => {
    fc.assert(
      fc.property(
        town(40.7, -74),
        fc.array(
          fc.record({
            latitude: fc.double({ min: 40.6, max: 40.8, noNaN: true }),
            longitude: fc.double({ min: -74.1, max: -73.9, noNaN: true }),
          }),
          { minLength: 50, maxLength: 200 },
        ),
        fc.constantFrom(0.5, 2, 25),
        (points, queries, maxKm) => {
          const cells = createNearestCells(indexOf(points), points, maxKm);
          for (const at of queries) {
            expect(cells.nearest(at.longitude, at.latitude)).toBe(bruteNearest(points, at, maxKm));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers a track of fixes a few metres apart, crossing cells, as the search does', () => {
    fc.assert(
      fc.property(
        town(38.95, -92.33),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (points, bearing) => {
          const cells = createNearestCells(indexOf(points), points, 25);
          for (let step = 0; step < 400; step += 1) {
            // 20 m a step, from the town's middle outwards.
            const at = {
              latitude: 38.93 + (Math.cos(bearing) * step * 20) / 111_320,
              longitude: -92.35 + (Math.sin(bearing) * step * 20) / 86_600,
            };
            expect(cells.nearest(at.longitude, at.latitude)).toBe(bruteNearest(points, at, 25));
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('answers on cell edges and corners like anywhere else', () => {
    const points = [
      { latitude: 10.0025, longitude: 20.001 },
      { latitude: 10.0025, longitude: 20.004 },
      { latitude: 9.999, longitude: 19.999 },
    ];
    const cells = createNearestCells(indexOf(points), points, 25);
    for (let lat = 9.99; lat <= 10.01; lat += 0.0025) {
      for (let lon = 19.99; lon <= 20.01; lon += 0.0025) {
        const at = { latitude: lat, longitude: lon };
        expect(cells.nearest(lon, lat)).toBe(bruteNearest(points, at, 25));
      }
    }
  });
});
