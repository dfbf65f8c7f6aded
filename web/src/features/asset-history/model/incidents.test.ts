import { describe, expect, it } from 'vitest';
import { INCIDENT_TYPE, type IncidentDto } from '@fleet/domain';
import { makeIncident } from './fixtures';
import {
  STOP_AFTER_SECONDS,
  idleMarkerOf,
  incidentDetail,
  incidentName,
  incidentStartMs,
  withoutClosedIdleStarts,
} from './incidents';

/** An engine idle reported at 15:30 after 10 minutes, unless overridden. */
const incident = (overrides: Partial<IncidentDto> = {}): IncidentDto =>
  makeIncident({
    tracking_incident_id: '1:5:1',
    tracking_incident_type_id: INCIDENT_TYPE.engineIdle,
    report_timestamp: '2026-11-21T15:30:00.000Z',
    duration: 600,
    severity: 'warning',
    ...overrides,
  });

describe('incident names', () => {
  it('names every spec type id', () => {
    expect(incidentName(1)).toBe('Leaving Area');
    expect(incidentName(5)).toBe('Engine Idle');
    expect(incidentName(17)).toBe('Idle Start');
    expect(incidentName(23)).toBe('Hauled Trip Started');
    expect(incidentName(36)).toBe('Posted Speed Limit Exceeded');
    expect(incidentName(-1)).toBe('Camera Event');
    expect(incidentName(-3)).toBe('Operator Assignment Started');
  });

  it('gives an id it does not know a generic name', () => {
    expect(incidentName(7)).toBe('Incident');
    expect(incidentName(999)).toBe('Incident');
  });
});

describe('incident start', () => {
  const reported = Date.parse('2026-11-21T15:30:00.000Z');

  it('is report time minus duration for idle and over-speed incidents', () => {
    expect(incidentStartMs(incident({ duration: 600 }))).toBe(reported - 600_000);
    const overSpeed = incident({
      tracking_incident_type_id: INCIDENT_TYPE.overSpeed,
      duration: 42,
    });
    expect(incidentStartMs(overSpeed)).toBe(reported - 42_000);
  });

  it('is the report time for every other incident, whatever its duration', () => {
    const hauledEnded = incident({
      tracking_incident_type_id: INCIDENT_TYPE.hauledTripEnded,
      duration: 900,
    });
    expect(incidentStartMs(hauledEnded)).toBe(reported);
  });

  it('ignores a negative duration', () => {
    expect(incidentStartMs(incident({ duration: -30 }))).toBe(reported);
  });
});

describe('idle marker', () => {
  it('switches from idle to stop at five minutes', () => {
    expect(STOP_AFTER_SECONDS).toBe(300);
    expect(idleMarkerOf(incident({ duration: 299 }))).toBe('idle');
    expect(idleMarkerOf(incident({ duration: 300 }))).toBe('stop');
    const idleStart = incident({ tracking_incident_type_id: INCIDENT_TYPE.idleStart, duration: 0 });
    expect(idleMarkerOf(idleStart)).toBe('idle');
  });

  it('is only drawn for idle incidents', () => {
    const impact = incident({ tracking_incident_type_id: INCIDENT_TYPE.impact, duration: 900 });
    expect(idleMarkerOf(impact)).toBeNull();
  });
});

describe('incident detail', () => {
  it('names the geofence and the speeds it knows', () => {
    expect(incidentDetail(incident())).toBeNull();
    expect(incidentDetail(incident({ geofence: { geofence_id: 3, name: 'North Yard' } }))).toBe(
      'North Yard',
    );
    expect(
      incidentDetail(
        incident({
          tracking_incident_type_id: INCIDENT_TYPE.overSpeed,
          optional_fields: { maxSpeed: 78.6, posted_speed_limit: 65, speed_unit: 'mph' },
        }),
      ),
    ).toBe('Max 79 mph · Limit 65 mph');
  });
});

describe('idle starts on the map', () => {
  const start = incident({
    tracking_incident_id: 'start',
    tracking_incident_type_id: INCIDENT_TYPE.idleStart,
    report_timestamp: '2026-11-21T15:20:00.000Z',
    duration: 0,
  });

  it('leaves out an idle start that an engine idle from the same moment closed', () => {
    // Reported at 15:30 after 10 minutes: the same idle as the start at 15:20.
    const closed = incident({ tracking_incident_id: 'closed', duration: 600 });
    expect(withoutClosedIdleStarts([start, closed]).map((i) => i.tracking_incident_id)).toEqual([
      'closed',
    ]);
  });

  it('keeps an idle start still under way or short of the idle limit', () => {
    const other = incident({ tracking_incident_id: 'other', duration: 60 });
    expect(withoutClosedIdleStarts([start, other])).toHaveLength(2);
  });
});
