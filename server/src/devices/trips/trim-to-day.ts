import { maxSpeedMph } from './trip-metrics';
import { type Trip, type TripPoint } from './types';

/** Where the trip was at `time`: a point of it, or one interpolated between its neighbours. */
function pointAt(track: readonly TripPoint[], time: number): TripPoint | null {
  const afterIndex = track.findIndex((p) => p.timestamp >= time);
  const after = track[afterIndex];
  const before = afterIndex > 0 ? track[afterIndex - 1] : undefined;
  if (after === undefined) {
    const last = track[track.length - 1];
    return last === undefined ? null : { ...last, timestamp: time };
  }
  if (after.timestamp === time || before === undefined) return { ...after, timestamp: time };
  const share = (time - before.timestamp) / (after.timestamp - before.timestamp);
  const between = (a: number, b: number): number => a + (b - a) * share;
  return {
    timestamp: time,
    latitude: between(before.latitude, after.latitude),
    longitude: between(before.longitude, after.longitude),
    speed_mph: null,
    // Only geofences both neighbours were inside can be claimed for a point between them.
    geofence_ids: before.geofence_ids.filter((id) => after.geofence_ids.includes(id)),
  };
}

/**
 * The part of a trip inside one day (spec 2 §5): null when it lies outside the day or nothing of
 * it is left; otherwise its ends are moved to the day's edges, its path clipped there and its
 * distance scaled by the share of its time kept.
 */
export function trimTripToDay(trip: Trip, dayStartMs: number, dayEndMs: number): Trip | null {
  const total = trip.end_timestamp - trip.start_timestamp;
  const start = Math.max(trip.start_timestamp, dayStartMs);
  const end = Math.min(trip.end_timestamp, dayEndMs);
  if (total <= 0 || end <= start) return null;
  if (start === trip.start_timestamp && end === trip.end_timestamp) return trip;
  const cutStart = start > trip.start_timestamp;
  const cutEnd = end < trip.end_timestamp;
  const track = trip.points.length > 0 ? trip.points : [trip.start_point, trip.end_point];
  const startPoint = cutStart ? (pointAt(track, start) ?? trip.start_point) : trip.start_point;
  const endPoint = cutEnd ? (pointAt(track, end) ?? trip.end_point) : trip.end_point;
  const kept = trip.points.filter(
    (p) =>
      (cutStart ? p.timestamp > start : p.timestamp >= start) &&
      (cutEnd ? p.timestamp < end : p.timestamp <= end),
  );
  const points =
    trip.points.length === 0
      ? []
      : [...(cutStart ? [startPoint] : []), ...kept, ...(cutEnd ? [endPoint] : [])];
  return {
    ...trip,
    start_timestamp: start,
    end_timestamp: end,
    start_point: startPoint,
    end_point: endPoint,
    trip_distance_miles: (trip.trip_distance_miles * (end - start)) / total,
    max_speed_mph: maxSpeedMph(points),
    points,
  };
}
