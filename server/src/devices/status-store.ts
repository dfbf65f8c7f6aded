import type { Database, Db } from '../db/client';
import {
  positionsAfter,
  readStatusWatermark,
  selectStatusesForUpdate,
  toPosition,
  upsertStatuses,
  writeStatusWatermark,
  type StatusRecord,
} from './positions.repo';
import { applyFix, type PlaceLookups } from './status/apply-fix';
import { manualAddressOverrides } from './status/manual-address';
import { LOCATION_SOURCE } from '@fleet/domain';
import { yieldToEventLoop } from '../platform/yield';

/** Where the ingest pipeline keeps each asset's status between batches. */
export interface StatusStore {
  /** The records of these assets, read inside the batch's transaction. */
  load(tx: Db, assetIds: number[]): Promise<Map<number, StatusRecord>>;
  /** Part of the batch's transaction: write now, or leave it to `committed`. */
  save(tx: Db, updated: Map<number, StatusRecord>): Promise<void>;
  /** After the batch committed; `maxPositionId` is its newest position. */
  committed(updated: Map<number, StatusRecord>, maxPositionId: number): void;
  /** The newest status known in memory, fresher than the table (write-behind only). */
  peek(assetId: number): StatusRecord | undefined;
  /** Brings the table up to date (at shutdown, and before reads that bypass `peek`). */
  persist(): Promise<void>;
}

/**
 * PostgreSQL: several instances may ingest for one asset, so each batch reads and locks the
 * rows it changes and writes them in the same transaction.
 */
export function createTransactionalStatusStore(): StatusStore {
  return {
    load: (tx, assetIds) => selectStatusesForUpdate(tx, assetIds, true),
    save: (tx, updated) => upsertStatuses(tx, [...updated.values()]),
    committed: () => {},
    peek: () => undefined,
    persist: async () => {},
  };
}

/**
 * Positions replayed per step at start: bounds the memory a long backlog takes (a write-behind
 * that kept failing leaves one), each step's statuses and watermark written before the next, so a
 * crash during the replay resumes where it stopped. 50,000 positions take about 3 s here.
 */
const REPLAY_PAGE = 10_000;

/** How far the status table may trail the positions on the embedded database. */
const PERSIST_EVERY_MS = 10_000;
/** Rows per statement: the event loop breathes between statements (PGlite runs on it). */
const PERSIST_CHUNK = 100;

/**
 * PGlite: this process is the only writer, so statuses live in memory and reach the table at
 * most ten seconds behind the positions, in one transaction with a watermark (the newest position
 * applied). Positions are the truth: after a crash, `createWriteBehindStatusStore` replays the
 * positions past the watermark. This halves the work per position (measured: see bench/README).
 */
export async function createWriteBehindStatusStore(
  database: Database,
  places: PlaceLookups,
  replayPage = REPLAY_PAGE,
): Promise<StatusStore> {
  const cache = new Map<number, StatusRecord>();
  const dirty = new Set<number>();
  let watermark = await readStatusWatermark(database.db);
  let pendingWatermark = watermark;
  let timer: NodeJS.Timeout | undefined;
  let persisting: Promise<void> | undefined;

  await replayPositionsAfterWatermark(database.db, watermark, places, replayPage);
  watermark = await readStatusWatermark(database.db);
  pendingWatermark = watermark;

  const persistNow = async (): Promise<void> => {
    timer = undefined;
    if (dirty.size === 0 && pendingWatermark === watermark) return;
    const records = [...dirty].flatMap((id) => {
      const record = cache.get(id);
      return record ? [record] : [];
    });
    dirty.clear();
    const upTo = pendingWatermark;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < records.length; i += PERSIST_CHUNK) {
        await upsertStatuses(tx, records.slice(i, i + PERSIST_CHUNK));
        // Requests are parsed and answered meanwhile; their queries wait for the transaction.
        await yieldToEventLoop();
      }
      await writeStatusWatermark(tx, upTo);
    });
    watermark = upTo;
  };
  const persist = async (): Promise<void> => {
    while (persisting) await persisting;
    persisting = persistNow().finally(() => {
      persisting = undefined;
    });
    await persisting;
  };

  return {
    async load(tx, assetIds) {
      const missing = assetIds.filter((id) => !cache.has(id));
      if (missing.length > 0) {
        for (const [id, record] of await selectStatusesForUpdate(tx, missing, false)) {
          if (!cache.has(id)) cache.set(id, record);
        }
      }
      const found = new Map<number, StatusRecord>();
      for (const id of assetIds) {
        const record = cache.get(id);
        if (record) found.set(id, record);
      }
      return found;
    },
    save: async () => {},
    committed(updated, maxPositionId) {
      for (const [assetId, record] of updated) {
        cache.set(assetId, record);
        dirty.add(assetId);
      }
      pendingWatermark = Math.max(pendingWatermark, maxPositionId);
      timer ??= setTimeout(() => {
        persist().catch((error: unknown) => console.error('status write-behind failed:', error));
      }, PERSIST_EVERY_MS);
    },
    peek: (assetId) => cache.get(assetId),
    async persist() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await persist();
    },
  };
}

/**
 * Re-derives statuses from positions a crash left past the watermark, in the order they were
 * stored (as the ingest applied them: a late fix is history only and never moves an asset back).
 */
async function replayPositionsAfterWatermark(
  db: Db,
  watermark: number,
  places: PlaceLookups,
  page: number,
): Promise<void> {
  const records = new Map<number, StatusRecord>();
  for (let after = watermark; ;) {
    const rows = await positionsAfter(db, after, page);
    if (rows.length === 0) return;
    const missing = [...new Set(rows.map((row) => row.asset_id))].filter((id) => !records.has(id));
    for (const [id, record] of await selectStatusesForUpdate(db, missing, false)) {
      records.set(id, record);
    }
    const changed = new Set<number>();
    // Within a step, fix-time order, as the ingest sorts a batch.
    for (const row of [...rows].sort((a, b) => a.fix_ms - b.fix_ms)) {
      changed.add(row.asset_id);
      records.set(
        row.asset_id,
        applyFix(
          records.get(row.asset_id),
          {
            companyId: row.company_id,
            assetId: row.asset_id,
            assetTypeId: row.asset_type_id,
            receivedAt: row.received_ms,
            locationSource: row.location_source,
            overrides:
              row.location_source === LOCATION_SOURCE.manual
                ? manualAddressOverrides(row.attributes ?? {})
                : undefined,
            position: toPosition(row),
          },
          places,
        ),
      );
    }
    // Read in position order: the last row is the newest.
    const newest = rows.at(-1)?.position_id ?? after;
    after = newest;
    await db.transaction(async (tx) => {
      await upsertStatuses(
        tx,
        [...changed].flatMap((id) => records.get(id) ?? []),
      );
      await writeStatusWatermark(tx, newest);
    });
    if (rows.length < page) return;
  }
}
