import { describe, expect, it } from 'vitest';
import type { GeofenceDto } from '@fleet/domain';
import { geofenceChanges } from './geofence-changes';
import { drawnFeatureOf, shapeOfDrawnFeature } from './drawn-shape';

const yard: GeofenceDto = {
  geofence_id: 7,
  name: 'North Yard',
  geofence_type_id: 2,
  alert_enter: true,
  alert_exit: false,
  geojson: {
    type: 'Polygon',
    coordinates: [
      [
        [-92, 38],
        [-91.99, 38],
        [-91.99, 38.01],
        [-92, 38],
      ],
    ],
  },
  circle: null,
  organization_ids: [3, 1],
};
const details = {
  name: 'North Yard',
  geofence_type_id: 2 as const,
  alert_enter: true,
  alert_exit: false,
  organization_ids: [1, 3],
};

describe('geofence PATCH body (spec 2 §7: only changed fields)', () => {
  it('is null when nothing changed, groups in any order', () => {
    expect(geofenceChanges(yard, details, null)).toBeNull();
  });

  it('holds only the fields that changed', () => {
    expect(
      geofenceChanges(yard, { ...details, name: ' South Yard ', alert_exit: true }, null),
    ).toEqual({ name: 'South Yard', alert_exit: true });
    expect(geofenceChanges(yard, { ...details, organization_ids: [] }, null)).toEqual({
      organization_ids: [],
    });
  });

  it('sends the shape only once it was edited on the map', () => {
    const shape = { kind: 'circle' as const, longitude: -92, latitude: 38, radius_meters: 100 };
    expect(geofenceChanges(yard, details, shape)).toEqual({ shape });
  });
});

describe('drawn shapes', () => {
  it('keeps an outline closed and a circle a circle', () => {
    const outline = drawnFeatureOf(yard, 'a');
    expect(outline && shapeOfDrawnFeature(outline)).toEqual({
      kind: 'polygon',
      geojson: yard.geojson,
    });
    const ring = Array.from({ length: 65 }, (_, i) => {
      const angle = ((i % 64) / 64) * 2 * Math.PI;
      // About 100 m east-west and north-south at this latitude.
      return [-92 + 0.001141 * Math.cos(angle), 38 + 0.000899 * Math.sin(angle)];
    });
    const circle = shapeOfDrawnFeature({
      id: 'b',
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [ring] },
      properties: { mode: 'circle', radiusKilometers: 0.1 },
    });
    expect(circle.kind).toBe('circle');
    if (circle.kind !== 'circle') return;
    expect(circle.longitude).toBeCloseTo(-92, 6);
    expect(circle.latitude).toBeCloseTo(38, 6);
    expect(circle.radius_meters).toBeGreaterThan(95);
    expect(circle.radius_meters).toBeLessThan(105);
  });
});
