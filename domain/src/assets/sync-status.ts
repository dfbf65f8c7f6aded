/** spec 1 §9 sync labels. */
export const SYNC_STATUSES = ['Synced', 'Delayed Sync', 'Out of Sync'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

const HOUR_MS = 60 * 60 * 1000;
/** A check-in at most this old (inclusive) is Synced. */
export const SYNCED_WITHIN_MS = 4 * HOUR_MS;
/** A check-in at most this old (inclusive) is Delayed Sync; anything older is Out of Sync. */
export const DELAYED_SYNC_WITHIN_MS = 24 * HOUR_MS;

/**
 * How fresh the tracker's last check-in is. No check-in, or one that does not parse, is Out of
 * Sync. A check-in slightly in the future (tracker clock ahead of ours) counts as Synced.
 */
export function syncStatus(lastCheckinIso: string | null, nowMs: number): SyncStatus {
  if (lastCheckinIso === null) return 'Out of Sync';
  const checkinMs = Date.parse(lastCheckinIso);
  if (Number.isNaN(checkinMs)) return 'Out of Sync';
  const ageMs = nowMs - checkinMs;
  if (ageMs <= SYNCED_WITHIN_MS) return 'Synced';
  if (ageMs <= DELAYED_SYNC_WITHIN_MS) return 'Delayed Sync';
  return 'Out of Sync';
}
