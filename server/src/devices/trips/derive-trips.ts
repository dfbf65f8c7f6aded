import { annotateFixes, type AnnotatedFix } from './motion';
import { STOP_GAP_MS } from './thresholds';
import { maxSpeedMph, toTripPoint, tripDistance, tripTypeOf } from './trip-metrics';
import { type TrackFix, type Trip, type TripAsset } from './types';

export interface DeriveTripsInput {
  asset: TripAsset;
  /** In any order, repeats allowed: they are sorted and de-duplicated first. */
  positions: readonly TrackFix[];
}

type NonEmpty<T> = [T, ...T[]];

/** The fixes of one trip, departure fix to arrival fix. */
interface TripRun {
  members: NonEmpty<AnnotatedFix>;
  /** Ignition while it moved: decides hauled or not. */
  ignition: boolean | null;
  closed: boolean;
}

interface OpenRun {
  members: NonEmpty<AnnotatedFix>;
  ignition: boolean | null;
  lastMovingAt: number;
  /** Stationary fixes since the last moving one: kept only if it moves again soon enough. */
  pending: AnnotatedFix[];
}

/**
 * Cuts the ordered fixes into trips. A trip starts at the first moving fix (from the fix just
 * before it when the asset left from there without a long silence). It ends at its last moving
 * fix once it has stood still for the stop gap, where the ignition came on (hauled → driven) or
 * where a long silence without travel splits it; or at the fix where the ignition went off.
 */
function splitRuns(fixes: readonly AnnotatedFix[]): TripRun[] {
  const runs: TripRun[] = [];
  let open: OpenRun | null = null;
  let previous: AnnotatedFix | undefined;
  const close = (run: OpenRun, closed: boolean, ...tail: AnnotatedFix[]): void => {
    runs.push({ members: [...run.members, ...tail], ignition: run.ignition, closed });
  };
  for (const current of fixes) {
    if (open !== null && previous !== undefined) {
      const turnedOff = previous.ignition === true && current.ignition === false;
      const turnedOn = previous.ignition === false && current.ignition === true;
      const stoppedLongEnough =
        !current.moving && current.fix.fixTime - open.lastMovingAt >= STOP_GAP_MS;
      if (turnedOn || !current.continuous || stoppedLongEnough) {
        close(open, true);
        open = null;
      } else if (turnedOff) {
        // The engine-off fix ends the trip even if it rolled there; it starts nothing itself.
        close(open, true, ...open.pending, current);
        open = null;
        previous = current;
        continue;
      } else if (current.moving) {
        open.members.push(...open.pending, current);
        open.pending = [];
        open.lastMovingAt = current.fix.fixTime;
      } else {
        open.pending.push(current);
      }
    }
    if (open === null && current.moving) {
      // The leg from the fix before was driven in this trip, unless a long still silence split them.
      const members: NonEmpty<AnnotatedFix> =
        previous !== undefined && current.continuous ? [previous, current] : [current];
      open = {
        members,
        ignition: current.ignition,
        lastMovingAt: current.fix.fixTime,
        pending: [],
      };
    }
    previous = current;
  }
  if (open !== null) close(open, false);
  return runs;
}

function buildTrip(asset: TripAsset, run: TripRun): Trip {
  const first = run.members[0].fix;
  const last = run.members[run.members.length - 1]?.fix ?? first;
  // The polyline, distance and top speed use GPS-locked fixes only; no-lock fixes repeat stale places.
  const points = run.members.filter((m) => m.fix.valid).map((m) => toTripPoint(m.fix));
  const maxSpeed = maxSpeedMph(points);
  return {
    key: `${asset.assetId}:${first.fixTime}`,
    asset_id: asset.assetId,
    asset_type_id: asset.assetTypeId,
    trip_type_id: tripTypeOf(asset.assetTypeId, run.ignition, maxSpeed),
    start_timestamp: first.fixTime,
    end_timestamp: last.fixTime,
    start_point: toTripPoint(first),
    end_point: toTripPoint(last),
    ...tripDistance(first, last, points),
    max_speed_mph: maxSpeed,
    points,
    closed: run.closed,
    hauling_trip_hauled_assets: [],
    hauling_asset: null,
  };
}

/**
 * Derives an asset's trips from its stored positions. Pure and order-insensitive: the same set of
 * positions, however they arrived, gives the same trips. Zero-length trips (one fix) are dropped.
 */
export function deriveTrips(input: DeriveTripsInput): Trip[] {
  return splitRuns(annotateFixes(input.positions))
    .map((run) => buildTrip(input.asset, run))
    .filter((trip) => trip.end_timestamp > trip.start_timestamp);
}
