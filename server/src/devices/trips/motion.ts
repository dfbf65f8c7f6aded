import { haversineMeters, impliedSpeedMph } from './distance';
import { MOVING_DISPLACEMENT_METERS, MOVING_SPEED_MPH, STOP_GAP_MS } from './thresholds';
import { type TrackFix } from './types';

/** A fix with what the engine reads from it in context of the fixes before it. */
export interface AnnotatedFix<F extends TrackFix = TrackFix> {
  fix: F;
  /** The last ignition state reported up to here (trackers often omit it); null until first sent. */
  ignition: boolean | null;
  moving: boolean;
  /**
   * False after a silence longer than the stop gap during which the asset did not travel: the
   * fixes on either side cannot belong to one trip.
   */
  continuous: boolean;
}

/**
 * Fix-time order with one fix per fix time (the first received wins), so late and repeated
 * uploads read exactly like an in-order stream. The sort is stable, so ties keep receipt order.
 */
export function orderFixes<F extends TrackFix>(fixes: readonly F[]): F[] {
  const seen = new Set<number>();
  const firstReceived = fixes.filter((fix) => {
    if (seen.has(fix.fixTime)) return false;
    seen.add(fix.fixTime);
    return true;
  });
  return firstReceived.sort((a, b) => a.fixTime - b.fixTime);
}

/** Orders the fixes and decides, fix by fix, whether the asset was moving. */
export function annotateFixes<F extends TrackFix>(fixes: readonly F[]): AnnotatedFix<F>[] {
  const out: AnnotatedFix<F>[] = [];
  let ignition: boolean | null = null;
  let previous: F | undefined;
  // Displacement is measured from the last GPS-locked fix: a no-lock fix repeats a stale place.
  let lastLocked: F | undefined;
  for (const fix of orderFixes(fixes)) {
    ignition = fix.ignition ?? ignition;
    const locked = fix.valid && lastLocked !== undefined ? lastLocked : undefined;
    const displaced = locked === undefined ? 0 : haversineMeters(locked, fix);
    // With the engine off a reported speed is GPS noise unless the fix really moved.
    const reportsMotion =
      fix.isMoving === true || (ignition !== false && (fix.speedMph ?? 0) > MOVING_SPEED_MPH);
    const silence = previous === undefined ? 0 : fix.fixTime - previous.fixTime;
    const travelledThroughSilence =
      locked !== undefined && impliedSpeedMph(locked, fix) > MOVING_SPEED_MPH;
    out.push({
      fix,
      ignition,
      moving: reportsMotion || displaced > MOVING_DISPLACEMENT_METERS,
      continuous: silence <= STOP_GAP_MS || travelledThroughSilence,
    });
    previous = fix;
    if (fix.valid) lastLocked = fix;
  }
  return out;
}
