import { assetStatus, type AssetStatus } from '@fleet/domain';
import { type AssetStatusMap } from './get-asset-statuses';

/** One asset's new status, as a `assetStatuses` subscription message carries it. */
export interface StatusChange {
  assetId: number;
  /** null: the asset was archived and leaves the map. */
  status: AssetStatus | null;
}

/** The newest change of each asset in a batch (null: the asset left the map). */
export type StatusBatch = ReadonlyMap<number, AssetStatus | null>;

/** spec 1 §7: the stream buffers 10 events when it follows one asset, 30 for many. */
export const BUFFERED_EVENTS_ONE_ASSET = 10;
export const BUFFERED_EVENTS_MANY_ASSETS = 30;
/** A quiet stream still shows its news this soon. */
export const BUFFER_MAX_WAIT_MS = 250;

export function bufferSizeFor(assetIds: readonly number[] | undefined): number {
  return assetIds?.length === 1 ? BUFFERED_EVENTS_ONE_ASSET : BUFFERED_EVENTS_MANY_ASSETS;
}

export interface StatusBuffer {
  /** One subscription event (a message, however many assets it carries). */
  push(changes: readonly StatusChange[]): void;
  /** Hands over whatever is pending now. */
  flush(): void;
  /** Drops pending changes and stops the timer. */
  dispose(): void;
}

/**
 * Collects subscription events and hands them over in batches: when `maxEvents` events have
 * arrived or `maxWaitMs` after the first pending one, whichever comes first. An asset that
 * changed twice in a batch is handed over once, with its newest status, so a busy stream
 * costs one re-render per batch rather than one per message.
 */
export function createStatusBuffer(options: {
  maxEvents: number;
  maxWaitMs: number;
  onFlush: (changes: StatusBatch) => void;
}): StatusBuffer {
  let pending = new Map<number, AssetStatus | null>();
  let events = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    events = 0;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    options.onFlush(batch);
  };

  return {
    push(changes) {
      for (const change of changes) pending.set(change.assetId, change.status);
      events += 1;
      if (events >= options.maxEvents) flush();
      else timer ??= setTimeout(flush, options.maxWaitMs);
    },
    flush,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending.clear();
      events = 0;
    },
  };
}

/** True when `next` comes from an older check-in than `current`: applying it would go back. */
export function isOlderStatus(next: AssetStatus, current: AssetStatus | undefined): boolean {
  const nextAt = next.last_checkin_timestamp;
  const currentAt = current?.last_checkin_timestamp ?? null;
  if (nextAt === null || currentAt === null) return false;
  return Date.parse(nextAt) < Date.parse(currentAt);
}

/**
 * The statuses with a batch applied: a new map (so React sees the change) that keeps every
 * unchanged status object, so derived rows and markers of unchanged assets are reused. A change
 * from an older check-in than the status held is skipped: a list fetched meanwhile may already
 * be newer. An archived asset's status goes. Before the first load there is nothing to patch
 * (the caller keeps the changes).
 */
export function applyStatusChanges(
  current: AssetStatusMap | undefined,
  changes: StatusBatch,
): AssetStatusMap | undefined {
  if (current === undefined) return current;
  let next: Map<number, AssetStatus> | null = null;
  for (const [assetId, status] of changes) {
    if (status === null) {
      if (!current.has(assetId)) continue;
      next ??= new Map(current);
      next.delete(assetId);
      continue;
    }
    if (isOlderStatus(status, current.get(assetId))) continue;
    next ??= new Map(current);
    next.set(assetId, status);
  }
  return next ?? current;
}

/** The valid changes of one message's `data`; anything malformed is left out, not thrown. */
export function readStatusChanges(data: unknown): StatusChange[] {
  if (typeof data !== 'object' || data === null || !('assetStatuses' in data)) return [];
  const list: unknown = data.assetStatuses;
  if (!Array.isArray(list)) return [];
  const changes: StatusChange[] = [];
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    if (!('assetId' in item) || typeof item.assetId !== 'number' || !('status' in item)) continue;
    if (item.status === null) {
      changes.push({ assetId: item.assetId, status: null });
      continue;
    }
    const parsed = assetStatus.safeParse(item.status);
    if (parsed.success) changes.push({ assetId: item.assetId, status: parsed.data });
  }
  return changes;
}
