/**
 * spec 1 §4, §9: the snapshot thumbnails. While the camera is online a new still is asked for
 * 1 s after each one arrives; a failed one asks the camera's status again instead (is it still
 * online?), for the first three failures only, so a camera without stills is not polled forever.
 */
import { SNAPSHOT_REFRESH_MS, SNAPSHOT_STATUS_RETRIES } from './camera-timings';

export type FetchOutcome = 'pending' | 'success' | 'error';

/** When to ask for the next stills: after a success while online, never after a failure. */
export function snapshotRefetchMs(isOnline: boolean, lastFetch: FetchOutcome): number | false {
  return isOnline && lastFetch === 'success' ? SNAPSHOT_REFRESH_MS : false;
}

/** Whether the `errorCount`th failure asks the status again. */
export function shouldRecheckStatus(errorCount: number): boolean {
  return errorCount >= 1 && errorCount <= SNAPSHOT_STATUS_RETRIES;
}
