import { describe, expect, it } from 'vitest';
import { makeIncident, makeTrip } from './fixtures';
import { NO_SELECTION, findIncident, toggleIncident, toggleTrip } from './selection';

describe('day selection', () => {
  const during = makeIncident({
    tracking_incident_id: 'during',
    report_timestamp: '2026-11-21T14:10:00.000Z',
  });
  const day = { trips: [makeTrip({ trip_id: 't', incidents: [during] })] };

  it('selects a trip and lets go of it on a second pick', () => {
    const picked = toggleTrip(NO_SELECTION, 't');
    expect(picked).toEqual({ tripId: 't', incidentId: null });
    expect(toggleTrip(picked, 't')).toEqual(NO_SELECTION);
    expect(toggleTrip({ tripId: 't', incidentId: 'during' }, 't')).toEqual(picked);
  });

  it('selects an incident with the trip it happened on', () => {
    const picked = toggleIncident(NO_SELECTION, 'during', day);
    expect(picked).toEqual({ tripId: 't', incidentId: 'during' });
    expect(toggleIncident(picked, 'during', day)).toEqual({ tripId: 't', incidentId: null });
  });

  it('selects an incident between trips on its own', () => {
    const picked = toggleIncident({ tripId: 't', incidentId: null }, 'idle', day);
    expect(picked).toEqual({ tripId: null, incidentId: 'idle' });
    expect(toggleIncident(picked, 'idle', day)).toEqual(NO_SELECTION);
  });
});

describe('finding the selected incident', () => {
  it('looks in the day and in its trips', () => {
    const apart = makeIncident({ tracking_incident_id: 'apart' });
    const during = makeIncident({
      tracking_incident_id: 'during',
      report_timestamp: '2026-11-21T14:10:00.000Z',
    });
    const day = { trips: [makeTrip({ incidents: [during] })], incidents: [apart] };
    expect(findIncident(day, 'apart')).toBe(apart);
    expect(findIncident(day, 'during')).toBe(during);
    expect(findIncident(day, 'gone')).toBeNull();
    expect(findIncident(day, null)).toBeNull();
  });
});
