import { describe, expect, it } from 'vitest';
import { TRIP_TYPE } from '@fleet/domain';
import { deriveTrips } from './derive-trips';
import { EQUIPMENT, MINUTE, T0, Track, VEHICLE } from './track.fixture';
import { type Trip } from './types';

const trips = (track: Track, asset: typeof VEHICLE | typeof EQUIPMENT = VEHICLE): Trip[] =>
  deriveTrips({ asset, positions: track.fixes });

const only = (list: Trip[]): Trip => {
  expect(list).toHaveLength(1);
  const [trip] = list;
  if (trip === undefined) throw new Error('no trip');
  return trip;
};

describe('deriveTrips: when a trip starts and ends', () => {
  it('runs from the fix it left to its last moving fix once stopped for the stop gap', () => {
    const track = new Track().fix({ ignition: false }).stay(10, { ignition: false });
    track.fix().stay(2); // ignition on, idling
    const departedAt = track.time;
    track.drive(20, 30);
    const arrivedAt = track.time;
    track.stay(10).stay(1, { ignition: false });
    const trip = only(trips(track));
    expect(trip.trip_type_id).toBe(TRIP_TYPE.regular);
    expect(trip.start_timestamp).toBe(departedAt);
    expect(trip.end_timestamp).toBe(arrivedAt);
    expect(trip.trip_distance_miles).toBeCloseTo(10, 3);
    expect(trip.distance_source).toBe('gps');
    expect(trip.max_speed_mph).toBe(30);
    expect(trip.points).toHaveLength(21);
    expect(trip.closed).toBe(true);
    expect(trip.key).toBe(`7:${departedAt}`);
    expect(trip.start_point.latitude).toBe(40);
  });

  it('ends at the ignition-off fix', () => {
    const track = new Track().fix().drive(10, 30).stay(1).stay(1, { ignition: false });
    const trip = only(trips(track));
    expect(trip.end_timestamp).toBe(track.time);
    expect(trip.closed).toBe(true);
  });

  it('ends at the last moving fix if the engine went off only after the stop gap or a silence', () => {
    const late = new Track().fix().drive(10, 30).stay(4).stay(2, { every: 120, ignition: false });
    expect(only(trips(late)).end_timestamp).toBe(T0 + 10 * MINUTE);
    const silent = new Track().fix().drive(10, 30).silence(600).stay(1, { ignition: false });
    expect(only(trips(silent)).end_timestamp).toBe(T0 + 10 * MINUTE);
  });

  it('keeps going through a stop shorter than the stop gap', () => {
    const track = new Track().fix().drive(10, 30).stay(4).drive(10, 30);
    const trip = only(trips(track));
    expect(trip.end_timestamp - trip.start_timestamp).toBe(24 * MINUTE);
    expect(trip.points).toHaveLength(25);
  });

  it('splits at a stop of the stop gap or longer', () => {
    const track = new Track().fix().drive(10, 30).stay(5).drive(10, 30);
    expect(trips(track)).toHaveLength(2);
  });

  it('counts isMoving, and a jump over 50 m with no speed, as moving', () => {
    const flagged = new Track().fix().stay(1).stay(1, { isMoving: true }).stay(1);
    expect(trips(flagged)).toHaveLength(1);
    const jumped = new Track().fix().move(60).stay(1).move(60).stay(1);
    expect(only(trips(jumped)).trip_distance_miles).toBeCloseTo(120 / 1609.344, 6);
    const crept = new Track().fix().move(40).stay(1).move(40).stay(1);
    expect(trips(crept)).toEqual([]);
  });

  it('ignores speed with the engine off unless the fix really moved (GPS noise)', () => {
    const noise = new Track().fix({ ignition: false }).stay(5, { ignition: false, speedMph: 9 });
    expect(trips(noise)).toEqual([]);
  });

  it('is open while the positions end mid-trip', () => {
    const trip = only(trips(new Track().fix().drive(10, 30).stay(2)));
    expect(trip.closed).toBe(false);
    expect(trip.end_timestamp).toBe(T0 + 10 * MINUTE);
  });

  it('splits at a long silence the asset spent still, not at one it spent travelling', () => {
    const overnight = new Track().fix().drive(10, 30).silence(600, 30).drive(10, 30);
    expect(trips(overnight)).toHaveLength(2);
    const tunnel = new Track().fix().drive(10, 30).silence(10, 8000).drive(10, 30);
    expect(only(trips(tunnel)).end_timestamp).toBe(tunnel.time);
  });

  it('draws and measures with GPS-locked fixes only', () => {
    const track = new Track().fix().drive(5, 30).drive(1, 30, { valid: false }).drive(5, 30);
    const trip = only(trips(track));
    expect(trip.points).toHaveLength(11);
    expect(trip.points.every((p) => p.timestamp !== T0 + 6 * MINUTE)).toBe(true);
    expect(trip.trip_distance_miles).toBeCloseTo(5.5, 3);
  });

  it('keeps the first received of two fixes with one fix time', () => {
    const track = new Track().fix().drive(10, 30).stay(6);
    const original = track.fixes[3];
    if (original === undefined) throw new Error('fixture');
    const clash = { ...original, speedMph: 99, latitude: 41 };
    expect(clash.fixTime).toBe(T0 + 3 * MINUTE);
    const kept = trips(track);
    expect(deriveTrips({ asset: VEHICLE, positions: [...track.fixes, clash] })).toEqual(kept);
    expect(deriveTrips({ asset: VEHICLE, positions: [clash, ...track.fixes] })).not.toEqual(kept);
  });
});

describe('deriveTrips: trip types', () => {
  it('is hauled (3) when it moves with the ignition off', () => {
    const track = new Track().fix({ ignition: false }).drive(20, 45, { ignition: false });
    expect(only(trips(track)).trip_type_id).toBe(TRIP_TYPE.hauled);
  });

  it('is hauled with ignition on (4) for equipment faster than a machine drives', () => {
    const trailer = new Track().fix().drive(20, 40);
    expect(only(trips(trailer, EQUIPMENT)).trip_type_id).toBe(TRIP_TYPE.hauledIgnitionOn);
    const crawling = new Track().fix().drive(20, 4);
    expect(only(trips(crawling, EQUIPMENT)).trip_type_id).toBe(TRIP_TYPE.regular);
    const noWire = new Track().fix({ ignition: undefined }).drive(20, 40, { ignition: undefined });
    expect(only(trips(noWire, EQUIPMENT)).trip_type_id).toBe(TRIP_TYPE.hauled);
    expect(only(trips(trailer, VEHICLE)).trip_type_id).toBe(TRIP_TYPE.regular);
  });

  it('splits where the ignition comes on during a haul, and ends a drive where it goes off', () => {
    const track = new Track().fix({ ignition: false }).drive(10, 40, { ignition: false });
    track.drive(10, 40).stay(1, { ignition: false }).drive(10, 40, { ignition: false });
    const types = trips(track).map((t) => t.trip_type_id);
    expect(types).toEqual([TRIP_TYPE.hauled, TRIP_TYPE.regular, TRIP_TYPE.hauled]);
  });
});

describe('deriveTrips: distance', () => {
  const withOdometer = (endOdometer: number): Trip => {
    const track = new Track().fix({ odometerMiles: 1000 }).drive(19, 30);
    return only(trips(track.drive(1, 30, { odometerMiles: endOdometer })));
  };

  it('prefers a plausible odometer: it follows the bends the fixes cut', () => {
    const trip = withOdometer(1011.5);
    expect(trip.distance_source).toBe('odometer');
    expect(trip.trip_distance_miles).toBeCloseTo(11.5, 6);
  });

  it('falls back to GPS when the odometer went back, lags GPS, or jumped', () => {
    for (const reading of [990, 1005, 1400]) {
      const trip = withOdometer(reading);
      expect(trip.distance_source).toBe('gps');
      expect(trip.trip_distance_miles).toBeCloseTo(10, 3);
    }
  });
});

describe('deriveTrips: late points', () => {
  it('a late moving fix inside a long stop merges two trips exactly as in order', () => {
    const track = new Track().fix().drive(10, 30).stay(3).stay(1, { speedMph: 8 }).stay(4);
    track.drive(5, 30);
    const late = track.fixes[14];
    if (late === undefined) throw new Error('fixture');
    const withoutLate = track.fixes.filter((f) => f !== late);
    expect(deriveTrips({ asset: VEHICLE, positions: withoutLate })).toHaveLength(2);
    const lateArrival = deriveTrips({ asset: VEHICLE, positions: [...withoutLate, late] });
    expect(lateArrival).toEqual(trips(track));
    expect(lateArrival).toHaveLength(1);
  });
});
