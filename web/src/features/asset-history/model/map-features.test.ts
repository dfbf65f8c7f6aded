import { describe, expect, it } from 'vitest';
import { INCIDENT_TYPE, TRIP_TYPE } from '@fleet/domain';
import { makeIncident, makeTrip } from './fixtures';
import {
  NUDGE_FACTOR,
  boundsOf,
  dayBounds,
  incidentPoints,
  nudgeDuplicates,
  tripEnds,
  tripLines,
} from './map-features';

describe('trip lines', () => {
  it('draws one line per trip in its type colour', () => {
    const fc = tripLines([
      makeTrip({ trip_id: 'a' }),
      makeTrip({ trip_id: 'b', trip_type: { trip_type_id: TRIP_TYPE.hauled } }),
    ]);
    expect(fc.features.map((f) => f.properties)).toEqual([
      { tripId: 'a', color: '#43b4e7' },
      { tripId: 'b', color: '#F6911E' },
    ]);
    expect(fc.features[0]?.geometry.coordinates).toEqual([
      [-92.33, 38.95],
      [-92.3, 38.97],
      [-92.25, 39.0],
    ]);
  });

  it('leaves out unusable points and trips without any', () => {
    const fc = tripLines([
      makeTrip({ trip_id: 'bad', points: [[500, 38, 0, null]] }),
      makeTrip({
        trip_id: 'one',
        points: [
          [Number.NaN, 38, 0, null],
          [-92, 38, 1, 0],
        ],
      }),
    ]);
    expect(fc.features).toHaveLength(1);
    // A single place still makes a valid line.
    expect(fc.features[0]?.geometry.coordinates).toEqual([
      [-92, 38],
      [-92, 38],
    ]);
  });

  it('marks where each trip started and ended', () => {
    const ends = tripEnds([makeTrip({ trip_id: 'a' })]).features;
    expect(ends.map((f) => [f.properties.end, f.geometry.coordinates])).toEqual([
      ['start', [-92.33, 38.95]],
      ['end', [-92.25, 39.0]],
    ]);
  });
});

describe('incident points', () => {
  it('draws idle incidents as idle or stop markers and the others as dots', () => {
    const fc = incidentPoints([
      makeIncident({ tracking_incident_id: 'short', tracking_incident_type_id: 17 }),
      makeIncident({
        tracking_incident_id: 'long',
        tracking_incident_type_id: INCIDENT_TYPE.engineIdle,
        duration: 420,
        severity: 'warning',
        latitude: 39,
      }),
      makeIncident({ tracking_incident_id: 'hit', tracking_incident_type_id: 16, latitude: 40 }),
    ]);
    expect(fc.features.map((f) => f.properties.marker)).toEqual(['idle', 'stop', 'dot']);
    expect(fc.features[1]?.properties.severity).toBe('warning');
  });

  it('nudges incidents that share a place so each stays visible', () => {
    const fc = incidentPoints([
      makeIncident({ tracking_incident_id: 'a' }),
      makeIncident({ tracking_incident_id: 'b' }),
    ]);
    const [a, b] = fc.features.map((f) => f.geometry.coordinates);
    expect(a).toEqual([-92.33, 38.95]);
    expect(b).not.toEqual(a);
    expect(b?.[1]).toBeCloseTo(38.95 * (1 + NUDGE_FACTOR), 10);
  });

  it('nudges every repeat a little further', () => {
    const nudged = nudgeDuplicates([
      [10, 20],
      [10, 20],
      [10, 20],
      [11, 20],
    ]);
    expect(new Set(nudged.map((p) => p.join(','))).size).toBe(4);
    expect(nudged[3]).toEqual([11, 20]);
  });
});

describe('bounds', () => {
  it('boxes every point and is null without any', () => {
    expect(
      boundsOf([
        [-92, 38],
        [-91, 39.5],
        [-93, 38.5],
      ]),
    ).toEqual([
      [-93, 38],
      [-91, 39.5],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('covers the trips and the incidents away from them', () => {
    const bounds = dayBounds([makeTrip()], [makeIncident({ longitude: -94, latitude: 37 })]);
    expect(bounds).toEqual([
      [-94, 37],
      [-92.25, 39],
    ]);
  });
});
