import { describe, expect, it } from 'vitest';
import { deriveTrips } from './derive-trips';
import { MINUTE, Track, VEHICLE } from './track.fixture';
import { trimTripToDay } from './trim-to-day';
import { type Trip } from './types';

const DAY = 24 * 60 * MINUTE;
const MIDNIGHT = Date.UTC(2024, 2, 5);

/** A one-hour, 30-mile drive from 23:30 to 00:30, the first half at 20 mph, the second at 40. */
function acrossMidnight(): Trip {
  const track = new Track({ time: MIDNIGHT - 30 * MINUTE, latitude: 40 });
  track.fix().drive(30, 20).drive(30, 40).stay(10);
  const [trip] = deriveTrips({ asset: VEHICLE, positions: track.fixes });
  if (trip === undefined) throw new Error('fixture');
  return trip;
}

describe('trimTripToDay (spec 2 §5)', () => {
  it('keeps a trip inside the day as it is', () => {
    const trip = acrossMidnight();
    expect(trimTripToDay(trip, MIDNIGHT - DAY / 2, MIDNIGHT + DAY / 2)).toBe(trip);
  });

  it('drops a trip outside the day, or one that only touches it', () => {
    const trip = acrossMidnight();
    expect(trimTripToDay(trip, MIDNIGHT + DAY, MIDNIGHT + 2 * DAY)).toBeNull();
    expect(trimTripToDay(trip, trip.end_timestamp, trip.end_timestamp + DAY)).toBeNull();
    expect(trimTripToDay(trip, trip.start_timestamp - DAY, trip.start_timestamp)).toBeNull();
  });

  it('drops a zero-length trip', () => {
    const trip = acrossMidnight();
    const instant = { ...trip, end_timestamp: trip.start_timestamp };
    expect(trimTripToDay(instant, MIDNIGHT - DAY, MIDNIGHT + DAY)).toBeNull();
  });

  it('cuts at the day edges and scales the distance by the time kept', () => {
    const trip = acrossMidnight();
    const before = trimTripToDay(trip, MIDNIGHT - DAY, MIDNIGHT);
    const after = trimTripToDay(trip, MIDNIGHT, MIDNIGHT + DAY);
    if (before === null || after === null) throw new Error('both days keep half');
    expect(trip.trip_distance_miles).toBeCloseTo(30, 3);
    expect(before.trip_distance_miles).toBeCloseTo(15, 3);
    expect(after.trip_distance_miles).toBeCloseTo(15, 3);
    expect(before).toMatchObject({
      start_timestamp: trip.start_timestamp,
      end_timestamp: MIDNIGHT,
    });
    expect(after).toMatchObject({ start_timestamp: MIDNIGHT, end_timestamp: trip.end_timestamp });
    expect(before.max_speed_mph).toBe(20);
    expect(after.max_speed_mph).toBe(40);
  });

  it('clips the path, interpolating the point at the cut', () => {
    const trip = acrossMidnight();
    const cutAt = MIDNIGHT - 29.5 * MINUTE;
    const after = trimTripToDay(trip, cutAt, MIDNIGHT + DAY);
    if (after === null) throw new Error('kept');
    const [a, b] = trip.points;
    if (a === undefined || b === undefined) throw new Error('fixture');
    expect(after.start_point).toEqual({
      timestamp: cutAt,
      latitude: (a.latitude + b.latitude) / 2,
      longitude: a.longitude,
      speed_mph: null,
      geofence_ids: [],
    });
    expect(after.points[0]).toEqual(after.start_point);
    expect(after.points.slice(1)).toEqual(trip.points.slice(1));
    expect(after.points.every((p) => p.timestamp >= cutAt)).toBe(true);
  });

  it('claims for a cut point only the geofences both neighbours were in', () => {
    const trip = acrossMidnight();
    const tagged: Trip = {
      ...trip,
      points: trip.points.map((p, i) => ({ ...p, geofence_ids: i === 0 ? [1, 2] : [2] })),
    };
    const cut = trimTripToDay(tagged, MIDNIGHT - 29.5 * MINUTE, MIDNIGHT + DAY);
    expect(cut?.start_point.geofence_ids).toEqual([2]);
  });
});
