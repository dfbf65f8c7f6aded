import { LOCATION_SOURCE, type Position } from '@fleet/domain';
import type { Database } from '../db/client';
import type { EventBus } from '../platform/events';
import type { GeofenceRegistry } from './geofence-registry';
import {
  insertPositions,
  recordUnknownDevices,
  selectStatusesForUpdate,
  upsertStatuses,
  type PositionRow,
  type StatusRecord,
} from './positions.sql';
import { applyPosition } from './status/apply-position';
import { emptyStatus, withDefaults, type StoredStatus } from './status/stored-status';
import type { KnownTracker, TrackerDirectory } from './tracker-directory';

/** What became of one submitted fix. A stored fix is committed when the promise resolves. */
export type IngestOutcome =
  | { kind: 'stored' }
  | { kind: 'duplicate' }
  | { kind: 'unknown-device' }
  | { kind: 'not-installed' };

interface Pending {
  position: Position;
  receivedAt: number;
  /** Set for manual locations and trusted batch uploads: the company the fix must belong to. */
  companyId: number | undefined;
  locationSource: number;
  /** Already resolved (manual locations): skips the device lookup. */
  tracker: ResolvedTracker | undefined;
  /** Status fields the sender states itself (a manual location's address). */
  overrides: Partial<StoredStatus> | undefined;
  resolve(outcome: IngestOutcome): void;
  reject(error: unknown): void;
}

/** Rows per statement: large enough to amortise a commit, small enough to keep latency low. */
const MAX_BATCH = 1000;
const EVENT_CHUNK = 500;

export interface IngestOptions {
  database: Database;
  bus: EventBus;
  trackers: TrackerDirectory;
  geofences: GeofenceRegistry;
}

type ResolvedTracker = KnownTracker & { assetId: number };

export interface SubmitOptions {
  receivedAt?: number;
  /** Only this company's trackers are accepted (authenticated uploads). */
  companyId?: number;
  locationSource?: number;
  tracker?: ResolvedTracker;
  overrides?: Partial<StoredStatus>;
}

/**
 * The ingest pipeline with group commit: fixes from all concurrent requests are written together
 * in one transaction (positions, then statuses), so throughput grows with load while an idle
 * gateway still commits at once. A request's answer waits for its batch's commit.
 */
export function createIngest({ database, bus, trackers, geofences }: IngestOptions) {
  let queue: Pending[] = [];
  let flushing: Promise<void> | undefined;

  function submit(positions: Position[], options: SubmitOptions = {}): Promise<IngestOutcome[]> {
    const receivedAt = options.receivedAt ?? Date.now();
    const outcomes = positions.map(
      (position) =>
        new Promise<IngestOutcome>((resolve, reject) => {
          queue.push({
            position,
            receivedAt,
            companyId: options.companyId,
            locationSource: options.locationSource ?? LOCATION_SOURCE.tracker,
            tracker: options.tracker,
            overrides: options.overrides,
            resolve,
            reject,
          });
        }),
    );
    flushing ??= new Promise<void>((done) => setImmediate(done)).then(drain);
    return Promise.all(outcomes);
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(batch.length);
        await flush(batch).catch((error: unknown) => {
          for (const item of batch) item.reject(error);
        });
      }
    } finally {
      flushing = undefined;
    }
  }

  async function flush(batch: Pending[]): Promise<void> {
    const now = Date.now();
    const directory = await trackers.resolve(
      batch.flatMap((item) => (item.tracker ? [] : [item.position.deviceSerial])),
      now,
    );
    const unknown = new Map<string, number>();
    const accepted: Array<{ item: Pending; tracker: ResolvedTracker }> = [];
    for (const item of batch) {
      const tracker = item.tracker ?? directory.get(item.position.deviceSerial);
      if (!tracker || (item.companyId !== undefined && tracker.companyId !== item.companyId)) {
        const serial = item.position.deviceSerial;
        if (!tracker) unknown.set(serial, (unknown.get(serial) ?? 0) + 1);
        item.resolve({ kind: 'unknown-device' });
      } else if (tracker.assetId === null) {
        item.resolve({ kind: 'not-installed' });
      } else {
        accepted.push({ item, tracker: { ...tracker, assetId: tracker.assetId } });
      }
    }
    if (unknown.size > 0) await recordUnknownDevices(database.db, unknown);
    if (accepted.length === 0) return;

    const changedByCompany = new Map<number, Set<number>>();
    const stored = await database.db.transaction(async (tx) => {
      const rows: PositionRow[] = accepted.map(({ item, tracker }) => ({
        companyId: tracker.companyId,
        trackerId: tracker.trackerId,
        assetId: tracker.assetId,
        receivedAt: item.receivedAt,
        locationSource: item.locationSource,
        position: item.position,
      }));
      const inserted = await insertPositions(tx, rows);
      const isNew = new Set(inserted.map((r) => `${r.tracker_id}:${Math.round(r.fix_ms)}`));
      const fresh = accepted.filter(({ item, tracker }) =>
        isNew.delete(`${tracker.trackerId}:${item.position.fixTime}`),
      );
      const assetIds = [...new Set(fresh.map(({ tracker }) => tracker.assetId))];
      const current = await selectStatusesForUpdate(tx, assetIds, database.kind === 'postgres');
      const updated = new Map<number, StatusRecord>();
      // Fix-time order per asset: a late fix is history only and never moves the asset back.
      fresh.sort((a, b) => a.item.position.fixTime - b.item.position.fixTime);
      for (const { item, tracker } of fresh) {
        const record = updated.get(tracker.assetId) ??
          current.get(tracker.assetId) ?? {
            assetId: tracker.assetId,
            companyId: tracker.companyId,
            status: emptyStatus(tracker.assetId),
            lastFixMs: null,
          };
        let status = withDefaults(tracker.assetId, record.status);
        let lastFixMs = record.lastFixMs;
        const { position } = item;
        if (lastFixMs === null || position.fixTime > lastFixMs) {
          const hits = position.valid
            ? geofences.containing(tracker.companyId, position.longitude, position.latitude)
            : status.geofences;
          status = applyPosition(status, position, {
            assetTypeId: tracker.assetTypeId,
            geofences: hits,
          });
          if (item.locationSource !== LOCATION_SOURCE.tracker) {
            status.location_source = item.locationSource;
          }
          if (item.overrides) status = { ...status, ...item.overrides };
          lastFixMs = position.fixTime;
        }
        const checkin = new Date(item.receivedAt).toISOString();
        if (!status.last_checkin_timestamp || status.last_checkin_timestamp < checkin) {
          status.last_checkin_timestamp = checkin;
        }
        updated.set(tracker.assetId, { ...record, status, lastFixMs });
        const ids = changedByCompany.get(tracker.companyId) ?? new Set<number>();
        ids.add(tracker.assetId);
        changedByCompany.set(tracker.companyId, ids);
      }
      await upsertStatuses(tx, [...updated.values()]);
      return new Set(fresh.map(({ item }) => item));
    });
    for (const { item } of accepted) {
      item.resolve(stored.has(item) ? { kind: 'stored' } : { kind: 'duplicate' });
    }
    for (const [companyId, ids] of changedByCompany) {
      const assetIds = [...ids];
      // Small events: they cross instances as NOTIFY payloads (under 8 kB).
      for (let i = 0; i < assetIds.length; i += EVENT_CHUNK) {
        bus.publish('asset-statuses.changed', {
          companyId,
          assetIds: assetIds.slice(i, i + EVENT_CHUNK),
        });
      }
    }
  }

  return {
    submit,
    /** Resolves when everything submitted so far is committed. */
    async idle(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}
export type Ingest = ReturnType<typeof createIngest>;
