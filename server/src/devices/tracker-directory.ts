import type { EventBus } from '../platform/events';

export interface KnownTracker {
  trackerId: number;
  companyId: number;
  /** null: registered, but not installed on an asset yet. */
  assetId: number | null;
  assetTypeId: number;
}

/** A registered tracker as stored: the asset columns are null while it is on no asset. */
export interface TrackerRecord {
  trackerId: number;
  companyId: number;
  assetId: number | null;
  assetTypeId: number | null;
}

/** The tracker a device serial belongs to; undefined for a serial nobody registered. */
export type TrackerLookup = (serial: string) => Promise<TrackerRecord | undefined>;

/** How long "no such device" is remembered: a newly added tracker starts reporting within it. */
const UNKNOWN_TTL_MS = 10_000;

/**
 * The gateway's cache of device serial → tracker and asset, so a position costs no lookup.
 * Emptied whenever trackers change (on any instance, through the bus).
 */
export function createTrackerDirectory(findTracker: TrackerLookup, bus: EventBus) {
  const known = new Map<string, KnownTracker>();
  const unknownUntil = new Map<string, number>();
  const unsubscribe = bus.subscribe('trackers.changed', () => {
    known.clear();
    unknownUntil.clear();
  });

  async function lookup(serial: string, now: number): Promise<KnownTracker | undefined> {
    const cached = known.get(serial);
    if (cached) return cached;
    if ((unknownUntil.get(serial) ?? 0) > now) return undefined;
    const row = await findTracker(serial);
    if (!row) {
      unknownUntil.set(serial, now + UNKNOWN_TTL_MS);
      return undefined;
    }
    const tracker: KnownTracker = {
      trackerId: row.trackerId,
      companyId: row.companyId,
      assetId: row.assetId,
      assetTypeId: row.assetTypeId ?? 1,
    };
    known.set(serial, tracker);
    return tracker;
  }

  return {
    /** Resolves every distinct serial once. */
    async resolve(serials: Iterable<string>, now: number): Promise<Map<string, KnownTracker>> {
      const found = new Map<string, KnownTracker>();
      for (const serial of new Set(serials)) {
        const tracker = await lookup(serial, now);
        if (tracker) found.set(serial, tracker);
      }
      return found;
    },
    forget(): void {
      known.clear();
      unknownUntil.clear();
    },
    close: unsubscribe,
  };
}
export type TrackerDirectory = ReturnType<typeof createTrackerDirectory>;
