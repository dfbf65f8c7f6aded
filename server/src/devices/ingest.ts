import { LOCATION_SOURCE, type Position } from '@fleet/domain';
import type { Database } from '../db/client';
import type { EventBus } from '../platform/events';
import {
  insertPositions,
  recordUnknownDevices,
  type PositionRow,
  type StatusRecord,
} from './positions.repo';
import { applyFix, type PlaceLookups } from './status/apply-fix';
import { cleanFix } from './fix-guard';
import { reasons } from './osmand/parse-errors';
import { createRefusalLog, type RefusalLogger } from './refusal-log';
import { databaseErrorMessage, isDataError } from '../platform/errors';
import type { StoredStatus } from './status/stored-status';
import type { StatusStore } from './status-store';
import type { KnownTracker, TrackerDirectory } from './tracker-directory';
import type { AlertEvaluator, AlertStep } from './alerts/alert-evaluator';
import { publishFired } from './alerts/publish-fired';

/** What became of one submitted fix. A stored fix is committed when the promise resolves. */
export type IngestOutcome =
  | { kind: 'stored' }
  | { kind: 'duplicate' }
  | { kind: 'unknown-device' }
  | { kind: 'not-installed' }
  /** Not a fix that can be stored; `reason` says why, for the sender. */
  | { kind: 'refused'; reason: string };

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
/**
 * How long the first fix waits for company before a batch is written (like PostgreSQL's
 * commit_delay): a few milliseconds of latency buy batches ten times larger under load.
 */
const GATHER_MS = 4;
/** Concurrent batches on PostgreSQL (the pool has 10 connections). */
const POSTGRES_LANES = 4;
const EVENT_CHUNK = 500;

export interface IngestOptions {
  database: Database;
  bus: EventBus;
  trackers: TrackerDirectory;
  places: PlaceLookups;
  statuses: StatusStore;
  /** Where refused fixes are reported, one sampled line each. */
  log?: RefusalLogger;
  /** Alert rules judged in each batch's transaction (docs/ALERTS.md); none when absent. */
  alerts?: AlertEvaluator;
}

type ResolvedTracker = KnownTracker & { assetId: number };
type Accepted = { item: Pending; tracker: ResolvedTracker };

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
export function createIngest({
  database,
  bus,
  trackers,
  places,
  statuses,
  log = console,
  alerts,
}: IngestOptions) {
  let queue: Pending[] = [];
  const refusals = createRefusalLog(log);
  /**
   * Batches being written. PGlite runs one statement at a time, so one lane; on PostgreSQL,
   * several batches commit at once (their status rows are locked in asset order: no deadlock,
   * and a late batch still never moves an asset back).
   */
  const lanes = new Set<Promise<void>>();
  const laneCount = database.kind === 'postgres' ? POSTGRES_LANES : 1;

  function submit(positions: Position[], options: SubmitOptions = {}): Promise<IngestOutcome[]> {
    const receivedAt = options.receivedAt ?? Date.now();
    const outcomes = positions.map((sent) => {
      // Every path passes the same rules before it can share a batch with anyone else's fixes.
      const cleaned = cleanFix(sent, receivedAt);
      if (!cleaned.ok) {
        refusals.note(sent.deviceSerial, cleaned.reason);
        return Promise.resolve<IngestOutcome>({ kind: 'refused', reason: cleaned.reason });
      }
      const position = cleaned.value;
      return new Promise<IngestOutcome>((resolve, reject) => {
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
      });
    });
    if (queue.length === 0) return Promise.all(outcomes);
    if (lanes.size < laneCount) {
      const lane = drain().finally(() => lanes.delete(lane));
      lanes.add(lane);
    }
    return Promise.all(outcomes);
  }

  async function drain(): Promise<void> {
    do {
      if (queue.length < MAX_BATCH / 4) await new Promise((done) => setTimeout(done, GATHER_MS));
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      if (batch.length === 0) return;
      await flush(batch).catch((error: unknown) => {
        for (const item of batch) item.reject(error);
      });
    } while (queue.length > 0);
  }

  const counters = { batches: 0, positions: 0 };

  async function flush(batch: Pending[]): Promise<void> {
    counters.batches += 1;
    counters.positions += batch.length;
    const now = Date.now();
    const directory = await trackers.resolve(
      batch.flatMap((item) => (item.tracker ? [] : [item.position.deviceSerial])),
      now,
    );
    const unknown = new Map<string, number>();
    const refused: Pending[] = [];
    const accepted: Accepted[] = [];
    for (const item of batch) {
      const tracker = item.tracker ?? directory.get(item.position.deviceSerial);
      if (!tracker || (item.companyId !== undefined && tracker.companyId !== item.companyId)) {
        const serial = item.position.deviceSerial;
        if (!tracker) unknown.set(serial, (unknown.get(serial) ?? 0) + 1);
        refused.push(item);
      } else if (tracker.assetId === null) {
        item.resolve({ kind: 'not-installed' });
      } else {
        accepted.push({ item, tracker: { ...tracker, assetId: tracker.assetId } });
      }
    }
    // Answered once listed: an admin told "unknown device" finds it under Trackers at once.
    if (unknown.size > 0) await recordUnknownDevices(database.db, unknown);
    for (const item of refused) item.resolve({ kind: 'unknown-device' });
    if (accepted.length > 0) await commitIsolating(accepted);
  }

  /**
   * Commits the batch; when the database refuses it for its data, commits it again in halves
   * until only the fixes it refuses are left, so one fix no rule foresaw costs other senders
   * nothing (a batch of 1,000 with one such fix takes about 20 extra transactions). Any other
   * failure (the database is down) fails the whole batch, to be sent again.
   */
  async function commitIsolating(accepted: Accepted[]): Promise<void> {
    try {
      await commit(accepted);
    } catch (error) {
      if (!isDataError(error)) throw error;
      if (accepted.length === 1) {
        const [only] = accepted;
        if (!only) return;
        const reason = reasons.notStorable(
          databaseErrorMessage(error) ?? 'refused by the database',
        );
        refusals.note(only.item.position.deviceSerial, reason);
        only.item.resolve({ kind: 'refused', reason });
        return;
      }
      const middle = Math.ceil(accepted.length / 2);
      await commitIsolating(accepted.slice(0, middle));
      await commitIsolating(accepted.slice(middle));
    }
  }

  async function commit(accepted: Accepted[]): Promise<void> {
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
      const maxPositionId = Math.max(0, ...inserted.map((r) => r.position_id));
      const isNew = new Set(inserted.map((r) => `${r.tracker_id}:${Math.round(r.fix_ms)}`));
      const fresh = accepted.filter(({ item, tracker }) =>
        isNew.delete(`${tracker.trackerId}:${item.position.fixTime}`),
      );
      const current = await statuses.load(tx, [
        ...new Set(fresh.map(({ tracker }) => tracker.assetId)),
      ]);
      const updated = new Map<number, StatusRecord>();
      const steps: AlertStep[] = [];
      // Fix-time order per asset: a late fix is history only and never moves the asset back.
      fresh.sort((a, b) => a.item.position.fixTime - b.item.position.fixTime);
      for (const { item, tracker } of fresh) {
        const record = updated.get(tracker.assetId) ?? current.get(tracker.assetId);
        const after = applyFix(
          record,
          {
            companyId: tracker.companyId,
            assetId: tracker.assetId,
            assetTypeId: tracker.assetTypeId,
            position: item.position,
            receivedAt: item.receivedAt,
            locationSource: item.locationSource,
            overrides: item.overrides,
          },
          places,
        );
        updated.set(tracker.assetId, after);
        const { fixTime, latitude, longitude, valid } = item.position;
        steps.push({
          ...{ fixTime, latitude, longitude, valid },
          companyId: tracker.companyId,
          assetId: tracker.assetId,
          before: record,
          after,
        });
        const ids = changedByCompany.get(tracker.companyId) ?? new Set<number>();
        ids.add(tracker.assetId);
        changedByCompany.set(tracker.companyId, ids);
      }
      await statuses.save(tx, updated);
      const fired = alerts ? await alerts.evaluate(tx, steps) : [];
      return { items: new Set(fresh.map(({ item }) => item)), updated, maxPositionId, fired };
    });
    statuses.committed(stored.updated, stored.maxPositionId);
    for (const { item } of accepted) {
      item.resolve(stored.items.has(item) ? { kind: 'stored' } : { kind: 'duplicate' });
    }
    publishFired(bus, stored.fired);
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
    /** Batches written and positions in them since start (group-commit efficiency). */
    counters: (): { batches: number; positions: number } => ({ ...counters }),
    /** The newest status of an asset when it is fresher in memory than in the table. */
    peekStatus: (assetId: number): StoredStatus | undefined => statuses.peek(assetId)?.status,
    /** Brings the status table up to date (write-behind only) for reads that count it in SQL. */
    persistStatuses: (): Promise<void> => statuses.persist(),
    /** Resolves when everything submitted so far is committed, statuses included. */
    async idle(): Promise<void> {
      while (lanes.size > 0) await Promise.all([...lanes]);
      await statuses.persist();
    },
  };
}
export type Ingest = ReturnType<typeof createIngest>;
