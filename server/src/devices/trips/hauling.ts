import { ASSET_TYPE, TRIP_TYPE } from '@fleet/domain';
import { haversineMeters } from './distance';
import { HAULING_MAX_ENDPOINT_METERS, HAULING_MIN_OVERLAP } from './thresholds';
import { type Trip } from './types';

const isHauled = (trip: Trip): boolean =>
  trip.trip_type_id === TRIP_TYPE.hauled || trip.trip_type_id === TRIP_TYPE.hauledIgnitionOn;

/** Back to what deriveTrips gives, so matching twice is the same as matching once. */
function unmatched(trip: Trip): Trip {
  return {
    ...trip,
    trip_type_id: trip.trip_type_id === TRIP_TYPE.hauling ? TRIP_TYPE.regular : trip.trip_type_id,
    hauling_trip_hauled_assets: [],
    hauling_asset: null,
  };
}

/** Time in common as a share of the longer trip: both must be mostly the same journey. */
export function overlapShare(a: Trip, b: Trip): number {
  const common =
    Math.min(a.end_timestamp, b.end_timestamp) - Math.max(a.start_timestamp, b.start_timestamp);
  const longer = Math.max(a.end_timestamp - a.start_timestamp, b.end_timestamp - b.start_timestamp);
  return common <= 0 || longer <= 0 ? 0 : common / longer;
}

interface Candidate {
  hauler: Trip;
  overlap: number;
  endpointMeters: number;
}

function candidateFor(hauled: Trip, hauler: Trip): Candidate | null {
  if (hauler.asset_id === hauled.asset_id) return null;
  const overlap = overlapShare(hauler, hauled);
  if (overlap < HAULING_MIN_OVERLAP) return null;
  const startMeters = haversineMeters(hauler.start_point, hauled.start_point);
  const endMeters = haversineMeters(hauler.end_point, hauled.end_point);
  if (startMeters > HAULING_MAX_ENDPOINT_METERS || endMeters > HAULING_MAX_ENDPOINT_METERS) {
    return null;
  }
  return { hauler, overlap, endpointMeters: startMeters + endMeters };
}

/** Most overlap, then closest ends, then lowest asset id: deterministic whatever the input order. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.overlap !== b.overlap) return a.overlap > b.overlap;
  if (a.endpointMeters !== b.endpointMeters) return a.endpointMeters < b.endpointMeters;
  if (a.hauler.asset_id !== b.hauler.asset_id) return a.hauler.asset_id < b.hauler.asset_id;
  return a.hauler.start_timestamp < b.hauler.start_timestamp;
}

/**
 * Pairs hauled trips with the vehicle trips that carried them. A regular vehicle trip of another
 * asset that overlaps a hauled trip by at least 80% with both ends within 200 m becomes hauling (2)
 * and lists the hauled assets; each hauled trip names its single best hauler. Pure: returns new
 * trips in the input's order and shape.
 */
export function matchHauling(
  tripsByAsset: ReadonlyMap<number, readonly Trip[]>,
): Map<number, Trip[]> {
  const reset = new Map([...tripsByAsset].map(([id, trips]) => [id, trips.map(unmatched)]));
  const all = [...reset.values()].flat();
  const haulers = all.filter(
    (t) => t.asset_type_id === ASSET_TYPE.vehicle && t.trip_type_id === TRIP_TYPE.regular,
  );
  const haulerOf = new Map<string, Trip>();
  const carried = new Map<string, Set<number>>();
  for (const hauled of all.filter(isHauled)) {
    let best: Candidate | null = null;
    for (const hauler of haulers) {
      const candidate = candidateFor(hauled, hauler);
      if (candidate !== null && (best === null || better(candidate, best))) best = candidate;
    }
    if (best === null) continue;
    haulerOf.set(hauled.key, best.hauler);
    const assets = carried.get(best.hauler.key) ?? new Set<number>();
    carried.set(best.hauler.key, assets.add(hauled.asset_id));
  }
  const withMatches = (trip: Trip): Trip => {
    const hauler = haulerOf.get(trip.key);
    if (hauler !== undefined) return { ...trip, hauling_asset: hauler.asset_id };
    const assets = carried.get(trip.key);
    if (assets === undefined) return trip;
    return {
      ...trip,
      trip_type_id: TRIP_TYPE.hauling,
      hauling_trip_hauled_assets: [...assets].sort((a, b) => a - b),
    };
  };
  return new Map([...reset].map(([id, trips]) => [id, trips.map(withMatches)]));
}
