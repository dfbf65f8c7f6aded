import { ASSET_TYPE } from './asset-ids';

/** Below this a GPS speed is noise, not movement. */
export const MOVING_SPEED_MPH = 3;
/**
 * Machines (asset type 2) cannot drive this fast: above it, with the engine on, they are on a
 * trailer (spec 2 §3 trip type 4, hauled with ignition on).
 */
export const EQUIPMENT_HAUL_SPEED_MPH = 15;

export interface MotionFacts {
  speedMph?: number | undefined;
  isMoving?: boolean | undefined;
}

export function isMovingFix(fix: MotionFacts): boolean {
  if (fix.speedMph !== undefined) return fix.speedMph > MOVING_SPEED_MPH;
  return fix.isMoving === true;
}

/**
 * Moving, but not under its own power: engine off (towed, on a trailer), or a machine at road
 * speed.
 */
export function isHauledMotion(assetTypeId: number, engineOn: boolean, fix: MotionFacts): boolean {
  if (!isMovingFix(fix)) return false;
  if (!engineOn) return true;
  return assetTypeId === ASSET_TYPE.equipment && (fix.speedMph ?? 0) > EQUIPMENT_HAUL_SPEED_MPH;
}
