import { describe, expect, it } from 'vitest';
import { cameraFor, type CameraInput } from './camera';
import { makeIncident, makeTrip } from './fixtures';

const input = (overrides: Partial<CameraInput> = {}): CameraInput => ({
  date: '2026-11-21',
  trips: [],
  incidents: [],
  selectedTrip: null,
  selectedIncident: null,
  assetLocation: null,
  ...overrides,
});

describe('history camera', () => {
  const trip = makeTrip({ trip_id: 'a' });

  it('shows the whole day once it has loaded', () => {
    expect(cameraFor(input({ trips: null }))).toEqual({ target: null, key: '2026-11-21|loading' });
    expect(cameraFor(input({ trips: [trip] }))).toEqual({
      target: {
        kind: 'bounds',
        bounds: [
          [-92.33, 38.95],
          [-92.25, 39],
        ],
      },
      key: '2026-11-21|day',
    });
  });

  it('fits a selected trip and goes to a selected incident', () => {
    expect(cameraFor(input({ trips: [trip], selectedTrip: trip })).key).toBe('2026-11-21|trip|a');
    const incident = makeIncident({ tracking_incident_id: 'x', longitude: -90, latitude: 40 });
    expect(
      cameraFor(input({ trips: [trip], selectedTrip: trip, selectedIncident: incident })),
    ).toEqual({
      target: { kind: 'marker', lngLat: [-90, 40] },
      key: '2026-11-21|incident|x',
    });
  });

  it("shows the asset's area on a day without trips or incidents", () => {
    expect(cameraFor(input({ assetLocation: [-92.3, 38.9] }))).toEqual({
      target: { kind: 'area', lngLat: [-92.3, 38.9] },
      key: '2026-11-21|area',
    });
    expect(cameraFor(input()).target).toBeNull();
  });

  it('keeps its key when the same day refreshes with more trips', () => {
    const later = makeTrip({ trip_id: 'b', points: [[-91, 39.5, 0, 30]] });
    const before = cameraFor(input({ trips: [trip] }));
    const after = cameraFor(input({ trips: [trip, later] }));
    expect(after.key).toBe(before.key);
    expect(after.target).not.toEqual(before.target);
  });
});
