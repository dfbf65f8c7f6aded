import type { DemoAssetPlan } from './plan';

/**
 * Which demo trackers behave unusually, by plan index, so the seed and the simulator agree:
 * a few went silent days ago (Out of Sync), a few lost their GPS lock.
 */
export function isSilentTracker(plan: DemoAssetPlan): boolean {
  return plan.index % 97 === 13;
}

export function hasLostGpsLock(plan: DemoAssetPlan): boolean {
  return plan.index % 211 === 7;
}
