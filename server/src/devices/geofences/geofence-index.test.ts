import { distance } from '@turf/distance';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_METERS } from './circle-geometry';
import { buildGeofenceIndex } from './geofence-index';
import { type GeofenceShape, type LonLat } from './geofence-shape';

const polygon = (geofenceId: number, geometry: Polygon | MultiPolygon): GeofenceShape => ({
  geofenceId,
  name: `fence ${geofenceId}`,
  shape: { kind: 'polygon', geometry },
});
const circle = (geofenceId: number, center: LonLat, radiusMeters: number): GeofenceShape => ({
  geofenceId,
  name: `fence ${geofenceId}`,
  shape: { kind: 'circle', center, radiusMeters },
});
const square = (x0: number, y0: number, x1: number, y1: number): Position[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];
/** Degrees of latitude spanned by a distance along a meridian. */
const metersToLat = (meters: number): number => (meters / EARTH_RADIUS_METERS) * (180 / Math.PI);

describe('buildGeofenceIndex', () => {
  it('answers nothing when there are no geofences', () => {
    const index = buildGeofenceIndex([]);
    expect(index.size).toBe(0);
    expect(index.containing(-92, 39)).toEqual([]);
  });

  it('answers nothing for a polygon without rings', () => {
    const index = buildGeofenceIndex([polygon(1, { type: 'Polygon', coordinates: [] })]);
    expect(index.size).toBe(1);
    expect(index.containing(0, 0)).toEqual([]);
  });

  it('counts edges and vertices of a polygon as inside', () => {
    const index = buildGeofenceIndex([
      polygon(7, { type: 'Polygon', coordinates: [square(0, 0, 4, 2)] }),
    ]);
    expect(index.containing(1, 1)).toEqual([7]);
    expect(index.containing(2, 0)).toEqual([7]); // bottom edge
    expect(index.containing(2, 2)).toEqual([7]); // top edge
    expect(index.containing(0, 1)).toEqual([7]); // left edge
    expect(index.containing(4, 1)).toEqual([7]); // right edge
    expect(index.containing(4, 2)).toEqual([7]); // vertex
    expect(index.containing(4.000001, 1)).toEqual([]);
    expect(index.containing(2, -0.000001)).toEqual([]);
  });

  it('counts a point on a slanted edge as inside', () => {
    const triangle = [
      [0, 0],
      [4, 0],
      [0, 4],
      [0, 0],
    ];
    const index = buildGeofenceIndex([polygon(1, { type: 'Polygon', coordinates: [triangle] })]);
    expect(index.containing(2, 2)).toEqual([1]);
    expect(index.containing(1, 3)).toEqual([1]);
    expect(index.containing(2.000001, 2)).toEqual([]);
  });

  it('keeps a concave polygon’s notch outside', () => {
    const u = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
      [0, 0],
    ];
    const index = buildGeofenceIndex([polygon(1, { type: 'Polygon', coordinates: [u] })]);
    expect(index.containing(1.5, 2)).toEqual([]); // in the notch
    expect(index.containing(0.5, 2)).toEqual([1]);
    expect(index.containing(2.5, 2)).toEqual([1]);
    expect(index.containing(1.5, 1)).toEqual([1]); // the notch's floor is an edge
    expect(index.containing(1.5, 0.5)).toEqual([1]);
  });

  it('treats a hole as outside, but its edge as the polygon’s boundary', () => {
    const index = buildGeofenceIndex([
      polygon(3, { type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] }),
    ]);
    expect(index.containing(5, 5)).toEqual([]);
    expect(index.containing(2, 5)).toEqual([3]);
    expect(index.containing(4, 5)).toEqual([3]); // hole edge
    expect(index.containing(6, 6)).toEqual([3]); // hole vertex
    expect(index.containing(10, 10)).toEqual([3]); // outer vertex
  });

  it('matches any part of a multipolygon, holes included', () => {
    const index = buildGeofenceIndex([
      polygon(5, {
        type: 'MultiPolygon',
        coordinates: [[square(0, 0, 2, 2)], [square(10, 0, 14, 4), square(11, 1, 13, 3)]],
      }),
    ]);
    expect(index.containing(1, 1)).toEqual([5]);
    expect(index.containing(10.5, 2)).toEqual([5]);
    expect(index.containing(12, 2)).toEqual([]); // in the second part's hole
    expect(index.containing(6, 1)).toEqual([]); // between the parts
  });

  it('lists overlapping geofences once each, ascending, whatever the input order', () => {
    const index = buildGeofenceIndex([
      circle(30, [-92, 39], 5_000),
      polygon(4, { type: 'Polygon', coordinates: [square(-93, 38, -91, 40)] }),
      circle(1_000, [-92.01, 39], 5_000),
      polygon(17, { type: 'Polygon', coordinates: [square(-92.5, 38.5, -91.5, 39.5)] }),
      polygon(2, { type: 'Polygon', coordinates: [square(-91, 38, -90, 40)] }),
    ]);
    expect(index.size).toBe(5);
    expect(index.containing(-92, 39)).toEqual([4, 17, 30, 1_000]);
    expect(index.containing(-91, 38)).toEqual([2, 4]); // shared corner
  });

  it('bounds a circle by great-circle distance', () => {
    const index = buildGeofenceIndex([circle(1, [-92, 39], 1_000)]);
    expect(index.containing(-92, 39)).toEqual([1]);
    expect(index.containing(-92, 39 + metersToLat(999))).toEqual([1]);
    expect(index.containing(-92, 39 - metersToLat(1_001))).toEqual([]);
    // East–west a degree of longitude is shorter than one of latitude at 39°N.
    const lonDelta = metersToLat(999) / Math.cos((39 * Math.PI) / 180);
    expect(index.containing(-92 + lonDelta, 39)).toEqual([1]);
    expect(index.containing(-92 + metersToLat(1_001) * 1.35, 39)).toEqual([]);
  });

  it('holds only its centre when the radius is zero', () => {
    const index = buildGeofenceIndex([circle(1, [10, 20], 0)]);
    expect(index.containing(10, 20)).toEqual([1]);
    expect(index.containing(10, 20.000001)).toEqual([]);
  });

  it('follows a circle across the antimeridian', () => {
    const index = buildGeofenceIndex([
      circle(1, [179.95, 0], 20_000),
      circle(2, [-179.99, 10], 5_000),
    ]);
    expect(index.containing(-179.95, 0)).toEqual([1]); // about 11 km east, over the line
    expect(index.containing(180, 0)).toEqual([1]);
    expect(index.containing(-180, 0)).toEqual([1]);
    expect(index.containing(-179.7, 0)).toEqual([]);
    expect(index.containing(179.99, 10)).toEqual([2]); // about 2 km west, over the line
    expect(index.containing(179.9, 10)).toEqual([]);
    expect(index.containing(180.02, 0)).toEqual([1]); // longitudes past ±180 wrap
  });

  it('follows a circle over a pole to the far side', () => {
    const index = buildGeofenceIndex([circle(1, [0, 89.9], 50_000), circle(2, [0, -90], 100_000)]);
    expect(index.containing(0, 90)).toEqual([1]);
    expect(index.containing(180, 89.8)).toEqual([1]); // 0.3° away, across the pole
    expect(index.containing(-90, 89.7)).toEqual([1]);
    expect(index.containing(180, 89.4)).toEqual([]);
    expect(index.containing(123, -89.5)).toEqual([2]);
    expect(index.containing(-45, -89)).toEqual([]);
  });

  it('reaches the widest longitude of a circle near, not over, a pole', () => {
    // At 85°N the cap's widest point lies further east than radius / cos(latitude) suggests.
    const center: LonLat = [10, 85];
    const radiusMeters = 300_000;
    const angle = radiusMeters / EARTH_RADIUS_METERS;
    const lat = Math.asin(Math.sin((85 * Math.PI) / 180) / Math.cos(angle)) * (180 / Math.PI);
    const naiveLonSpan = (angle * 180) / Math.PI / Math.cos((85 * Math.PI) / 180);
    const point: LonLat = [center[0] + naiveLonSpan + 0.5, lat];
    expect(distance([...center], [...point], { units: 'meters' })).toBeLessThan(radiusMeters);
    expect(buildGeofenceIndex([circle(1, center, radiusMeters)]).containing(...point)).toEqual([1]);
  });

  it('covers the whole globe when the radius reaches the antipode', () => {
    const index = buildGeofenceIndex([circle(1, [0, 0], Math.PI * EARTH_RADIUS_METERS)]);
    expect(index.containing(180, 0)).toEqual([1]);
    expect(index.containing(-77, -60)).toEqual([1]);
  });

  it('answers nothing for positions that are not on Earth', () => {
    const index = buildGeofenceIndex([circle(1, [0, 0], Math.PI * EARTH_RADIUS_METERS)]);
    expect(index.containing(Number.NaN, 0)).toEqual([]);
    expect(index.containing(0, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(index.containing(0, 90.5)).toEqual([]);
  });

  it('rejects malformed shapes when building', () => {
    expect(() => buildGeofenceIndex([circle(1, [0, 0], -1)])).toThrow(RangeError);
    expect(() => buildGeofenceIndex([circle(1, [0, 91], 10)])).toThrow(RangeError);
    expect(() =>
      buildGeofenceIndex([
        polygon(1, { type: 'Polygon', coordinates: [square(0, 0, Number.NaN, 1)] }),
      ]),
    ).toThrow(RangeError);
  });
});
