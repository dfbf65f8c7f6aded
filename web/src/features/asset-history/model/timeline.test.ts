import { describe, expect, it } from 'vitest';
import { INCIDENT_TYPE } from '@fleet/domain';
import { makeIncident, makeTrip } from './fixtures';
import { buildTimeline, daySummary, tripIncidents, tripOfIncident } from './timeline';

describe('timeline', () => {
  const ignitionOn = makeIncident({
    tracking_incident_id: 'on',
    report_timestamp: '2026-11-21T14:05:00.000Z',
  });
  const overSpeed = makeIncident({
    tracking_incident_id: 'speed',
    tracking_incident_type_id: INCIDENT_TYPE.overSpeed,
    report_timestamp: '2026-11-21T14:20:00.000Z',
    duration: 60,
    severity: 'critical',
  });
  const idle = makeIncident({
    tracking_incident_id: 'idle',
    tracking_incident_type_id: INCIDENT_TYPE.engineIdle,
    // Reported at 16:00 after 30 minutes: it started at 15:30, before the afternoon trip.
    report_timestamp: '2026-11-21T16:00:00.000Z',
    duration: 1800,
    severity: 'warning',
  });
  const morning = makeTrip({ trip_id: 'morning', incidents: [overSpeed] });
  const afternoon = makeTrip({
    trip_id: 'afternoon',
    start_timestamp: '2026-11-21T15:45:00.000Z',
    end_timestamp: '2026-11-21T16:30:00.000Z',
    // The server files it under the trip by its report time.
    incidents: [idle],
  });
  const day = { trips: [afternoon, morning], incidents: [idle, overSpeed, ignitionOn] };

  it('orders trips and incidents by when they started, incidents first on a tie', () => {
    expect(buildTimeline(day).map((e) => e.key)).toEqual([
      'incident:on',
      'trip:morning',
      'incident:idle',
      'trip:afternoon',
    ]);
  });

  it('lists an incident that started during a trip only under that trip', () => {
    const entries = buildTimeline({ trips: [morning], incidents: [overSpeed] });
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.kind === 'trip' && entry.incidents.map((i) => i.tracking_incident_id)).toEqual([
      'speed',
    ]);
  });

  it('lists an idle that began before its trip on its own, ahead of the trip', () => {
    expect(tripIncidents(afternoon)).toEqual([]);
    expect(tripOfIncident(day, 'idle')).toBeNull();
    expect(tripOfIncident(day, 'speed')?.trip_id).toBe('morning');
  });

  it('is empty for an empty day', () => {
    expect(buildTimeline({ trips: [], incidents: [] })).toEqual([]);
  });
});

describe('day summary', () => {
  it('counts trips and adds up their miles', () => {
    const trips = [makeTrip({ trip_distance_miles: 2.5 }), makeTrip({ trip_distance_miles: 4 })];
    expect(daySummary({ trips, incidents: [] })).toEqual({ tripCount: 2, miles: 6.5 });
  });
});
