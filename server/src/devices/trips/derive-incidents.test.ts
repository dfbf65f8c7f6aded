import { describe, expect, it } from 'vitest';
import { INCIDENT_TYPE } from '@fleet/domain';
import { deriveIncidents, type DeriveIncidentsInput } from './derive-incidents';
import { deriveTrips } from './derive-trips';
import { EQUIPMENT, MINUTE, T0, Track, VEHICLE } from './track.fixture';
import { type Incident } from './types';

const NAMES = new Map([
  [1, 'Yard'],
  [2, 'Job site'],
]);

const incidents = (track: Track, overrides: Partial<DeriveIncidentsInput> = {}): Incident[] =>
  deriveIncidents({
    asset: VEHICLE,
    positions: track.fixes,
    overSpeedMph: 55,
    now: track.time,
    geofenceNames: NAMES,
    ...overrides,
  });

const ofType = (list: Incident[], type: number): Incident[] =>
  list.filter((i) => i.tracking_incident_type_id === type);

describe('deriveIncidents: over speed (2)', () => {
  const speeding = () =>
    new Track().fix().drive(5, 40).drive(3, 60).drive(1, 70).drive(1, 58).drive(5, 40);

  it('is one incident per run above the limit, reported at its end, start = report - duration', () => {
    const [over, ...rest] = ofType(incidents(speeding()), INCIDENT_TYPE.overSpeed);
    expect(rest).toEqual([]);
    expect(over).toMatchObject({
      report_timestamp: T0 + 10 * MINUTE,
      duration: 4 * 60,
      severity: 'critical',
      optional_fields: { maxSpeed: 70, vehicle_speed: 58, speed_unit: 'mph' },
      geofence: null,
    });
    if (over === undefined) throw new Error('no incident');
    expect(over.report_timestamp - over.duration * 1000).toBe(T0 + 6 * MINUTE);
  });

  it('counts only speeds strictly above the limit, and none without a limit', () => {
    expect(ofType(incidents(speeding(), { overSpeedMph: 70 }), 2)).toEqual([]);
    expect(ofType(incidents(speeding(), { overSpeedMph: 69 }), 2)).toHaveLength(1);
    expect(ofType(incidents(speeding(), { overSpeedMph: null }), 2)).toEqual([]);
  });

  it('starts a new run after dropping below the limit or a silence', () => {
    const dips = new Track().fix().drive(2, 60).drive(1, 50).drive(2, 60);
    expect(ofType(incidents(dips), 2)).toHaveLength(2);
    const gap = new Track().fix().drive(2, 60).silence(6, 9000).drive(2, 60);
    expect(ofType(incidents(gap), 2)).toHaveLength(2);
  });

  it('is not charged to an asset being hauled', () => {
    const towed = new Track().fix({ ignition: false }).drive(10, 65, { ignition: false });
    expect(ofType(incidents(towed), 2)).toEqual([]);
    const trailer = new Track().fix().drive(10, 65);
    expect(ofType(incidents(trailer, { asset: EQUIPMENT }), 2)).toEqual([]);
  });
});

describe('deriveIncidents: idling (17, 5)', () => {
  it('starts at the first still fix with the engine on; engine idle at its end with the duration', () => {
    const track = new Track().fix({ ignition: false }).stay(1).stay(8).drive(5, 30);
    const list = incidents(track);
    expect(ofType(list, INCIDENT_TYPE.idleStart).map((i) => i.report_timestamp)).toEqual([
      T0 + MINUTE,
    ]);
    const [idle] = ofType(list, INCIDENT_TYPE.engineIdle);
    expect(idle).toMatchObject({ report_timestamp: T0 + 9 * MINUTE, duration: 8 * 60 });
    expect(idle?.severity).toBe('warning');
  });

  it('needs the idle limit, which the company may change', () => {
    const track = new Track().fix().stay(4).drive(5, 30);
    expect(ofType(incidents(track), INCIDENT_TYPE.engineIdle)).toEqual([]);
    expect(ofType(incidents(track, { idleAlertMinutes: 4 }), 5)).toHaveLength(1);
  });

  it('ends when the engine goes off, counting the silence before it', () => {
    const track = new Track().fix().silence(39).stay(1, { ignition: false });
    expect(ofType(incidents(track), 5)).toMatchObject([{ duration: 40 * 60 }]);
  });

  it('is not reported for equipment, nor while still idling at the last fix', () => {
    const working = new Track().fix().stay(30).stay(1, { ignition: false });
    expect(ofType(incidents(working, { asset: EQUIPMENT }), 17)).toEqual([]);
    expect(ofType(incidents(new Track().fix().stay(30)), 5)).toEqual([]);
  });
});

describe('deriveIncidents: transitions', () => {
  it('reports ignition on (19) and off (20) where it changes, not at the first fix', () => {
    const track = new Track().fix().stay(1, { ignition: false }).stay(1, { ignition: undefined });
    track.stay(1).stay(1);
    const list = incidents(track).filter((i) => [19, 20].includes(i.tracking_incident_type_id));
    expect(list.map((i) => [i.tracking_incident_type_id, i.report_timestamp])).toEqual([
      [20, T0 + MINUTE],
      [19, T0 + 3 * MINUTE],
    ]);
  });

  it('reports leaving (1) and entering (6) areas with the geofence and its name', () => {
    const track = new Track().fix({ geofenceIds: [1] }).stay(1, { geofenceIds: [1, 2] });
    track.stay(1, { geofenceIds: [2, 3] });
    const list = incidents(track).filter((i) => i.geofence !== null);
    expect(list.map((i) => [i.tracking_incident_type_id, i.geofence])).toEqual([
      [6, { geofence_id: 2, name: 'Job site' }],
      [1, { geofence_id: 1, name: 'Yard' }],
      [6, { geofence_id: 3, name: 'Geofence 3' }],
    ]);
  });

  it('reports stale GPS start (30) and end (31) with how long it lasted', () => {
    const track = new Track().fix().stay(3, { valid: false }).stay(1);
    const list = incidents(track).filter((i) => [30, 31].includes(i.tracking_incident_type_id));
    expect(list).toMatchObject([
      { tracking_incident_type_id: 30, report_timestamp: T0 + MINUTE, duration: 0 },
      { tracking_incident_type_id: 31, report_timestamp: T0 + 4 * MINUTE, duration: 180 },
    ]);
  });

  it('reports lost contact (27) for a long silence, and for one still going on', () => {
    const track = new Track()
      .fix({ ignition: false })
      .silence(25 * 60)
      .stay(1, { ignition: false });
    const between = ofType(incidents(track), INCIDENT_TYPE.lostContact);
    expect(between).toMatchObject([
      { report_timestamp: T0 + 24 * 60 * MINUTE, duration: (25 * 60 + 1) * 60 },
    ]);
    const quiet = incidents(track, { now: track.time + 24 * 60 * MINUTE + 1000 });
    expect(ofType(quiet, 27)).toHaveLength(2);
    expect(ofType(incidents(track, { lostContactMinutes: 26 * 60 }), 27)).toEqual([]);
  });

  it('reports hauled trip started (23) and ended (24) with haul severity', () => {
    const track = new Track().fix({ ignition: false }).drive(10, 45, { ignition: false });
    track.stay(10, { ignition: false });
    const list = incidents(track).filter((i) => i.severity === 'haul');
    expect(list).toMatchObject([
      { tracking_incident_type_id: 23, report_timestamp: T0, duration: 0 },
      { tracking_incident_type_id: 24, report_timestamp: T0 + 10 * MINUTE, duration: 600 },
    ]);
  });
});

describe('deriveIncidents: keys and order', () => {
  it('gives the same result when handed the trips already derived', () => {
    const track = new Track().fix({ ignition: false }).drive(10, 65, { ignition: false });
    track.stay(10, { ignition: false }).stay(1).drive(10, 65);
    const trips = deriveTrips({ asset: VEHICLE, positions: track.fixes });
    expect(incidents(track, { trips })).toEqual(incidents(track));
    expect(ofType(incidents(track), INCIDENT_TYPE.overSpeed)).toHaveLength(1);
  });

  it('keys each incident by asset, type, report time and geofence, uniquely', () => {
    const track = new Track()
      .fix({ geofenceIds: [1] })
      .stay(6)
      .drive(10, 60)
      .stay(1);
    const list = incidents(track);
    expect(list.length).toBeGreaterThan(3);
    expect(new Set(list.map((i) => i.key)).size).toBe(list.length);
    const leaving = list.find((i) => i.tracking_incident_type_id === 1);
    expect(leaving?.key).toBe(`7:1:${leaving?.report_timestamp}:1`);
    expect(list.map((i) => i.report_timestamp)).toEqual(
      [...list].map((i) => i.report_timestamp).sort((a, b) => a - b),
    );
  });
});
