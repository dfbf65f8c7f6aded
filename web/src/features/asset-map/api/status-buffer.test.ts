import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from '../model/test-factories';
import {
  BUFFER_MAX_WAIT_MS,
  applyStatusChanges,
  bufferSizeFor,
  createStatusBuffer,
  readStatusChanges,
  type StatusBatch,
  type StatusChange,
} from './status-buffer';

const change = (assetId: number, speed = 0): StatusChange => ({
  assetId,
  status: makeStatus({ asset_id: assetId, speed }),
});

describe('status buffer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = (maxEvents: number) => {
    const batches: StatusBatch[] = [];
    const buffer = createStatusBuffer({
      maxEvents,
      maxWaitMs: BUFFER_MAX_WAIT_MS,
      onFlush: (batch) => batches.push(batch),
    });
    return { buffer, batches };
  };

  it('hands over a batch as soon as the event limit is reached', () => {
    const { buffer, batches } = setUp(30);
    for (let i = 1; i <= 29; i += 1) buffer.push([change(i)]);
    expect(batches).toHaveLength(0);
    buffer.push([change(30)]);
    expect(batches).toHaveLength(1);
    expect([...(batches[0]?.keys() ?? [])]).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The timer of the flushed batch does not fire an empty one later.
    vi.advanceTimersByTime(BUFFER_MAX_WAIT_MS * 2);
    expect(batches).toHaveLength(1);
  });

  it('hands over a quiet stream after the wait, timed from the first pending event', () => {
    const { buffer, batches } = setUp(30);
    buffer.push([change(1)]);
    vi.advanceTimersByTime(200);
    buffer.push([change(2)]);
    vi.advanceTimersByTime(BUFFER_MAX_WAIT_MS - 201);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.size).toBe(2);
  });

  it('counts messages, not the assets inside them, and keeps the newest status per asset', () => {
    const { buffer, batches } = setUp(10);
    buffer.push([change(1, 5), change(2, 7), change(3)]);
    for (let i = 0; i < 8; i += 1) buffer.push([change(1, 10 + i)]);
    expect(batches).toHaveLength(0);
    buffer.push([change(1, 42)]);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.size).toBe(3);
    expect(batches[0]?.get(1)?.speed).toBe(42);
    expect(batches[0]?.get(2)?.speed).toBe(7);
  });

  it('keeps the last word on an asset in a batch, even when it is leaving the map', () => {
    const { buffer, batches } = setUp(30);
    buffer.push([change(5)]);
    buffer.push([{ assetId: 5, status: null }]);
    vi.advanceTimersByTime(BUFFER_MAX_WAIT_MS);
    expect(batches).toEqual([new Map([[5, null]])]);
  });

  it('starts counting afresh after each batch', () => {
    const { buffer, batches } = setUp(3);
    for (let i = 0; i < 7; i += 1) buffer.push([change(i)]);
    expect(batches.map((b) => b.size)).toEqual([3, 3]);
    vi.advanceTimersByTime(BUFFER_MAX_WAIT_MS);
    expect(batches.map((b) => b.size)).toEqual([3, 3, 1]);
  });

  it('drops what is pending when disposed', () => {
    const { buffer, batches } = setUp(30);
    buffer.push([change(1)]);
    buffer.dispose();
    vi.advanceTimersByTime(BUFFER_MAX_WAIT_MS * 4);
    expect(batches).toHaveLength(0);
  });

  it('buffers 10 events for one asset and 30 for many (spec 1 §7)', () => {
    expect(bufferSizeFor([7])).toBe(10);
    expect(bufferSizeFor([7, 8])).toBe(30);
    expect(bufferSizeFor(undefined)).toBe(30);
  });
});

describe('applying a batch', () => {
  it('replaces the changed statuses and keeps the other objects', () => {
    const one = makeStatus({ asset_id: 1 });
    const two = makeStatus({ asset_id: 2 });
    const current = new Map([
      [1, one],
      [2, two],
    ]);
    const moved = makeStatus({ asset_id: 2, speed: 30 });
    const next = applyStatusChanges(current, new Map([[2, moved]]));
    expect(next).not.toBe(current);
    expect(next?.get(1)).toBe(one);
    expect(next?.get(2)).toBe(moved);
    expect(current.get(2)).toBe(two);
  });

  it('skips a change from an older check-in than the status it would replace', () => {
    const fresh = makeStatus({ asset_id: 1, last_checkin_timestamp: '2026-05-01T10:00:05Z' });
    const stale = makeStatus({ asset_id: 1, last_checkin_timestamp: '2026-05-01T10:00:00Z' });
    const current = new Map([[1, fresh]]);
    expect(applyStatusChanges(current, new Map([[1, stale]]))).toBe(current);
    const newer = makeStatus({ asset_id: 1, last_checkin_timestamp: '2026-05-01T10:00:05Z' });
    expect(applyStatusChanges(current, new Map([[1, newer]]))?.get(1)).toBe(newer);
  });

  it('drops an archived asset (a null status), and changes nothing for one it did not have', () => {
    const one = makeStatus({ asset_id: 1 });
    const current = new Map([one, makeStatus({ asset_id: 2 })].map((s) => [s.asset_id, s]));
    const next = applyStatusChanges(current, new Map([[2, null]]));
    expect([...(next?.keys() ?? [])]).toEqual([1]);
    expect(next?.get(1)).toBe(one);
    expect(current.has(2)).toBe(true);
    expect(applyStatusChanges(current, new Map([[7, null]]))).toBe(current);
  });

  it('brings a restored asset back with its status after it was dropped', () => {
    const dropped = applyStatusChanges(
      new Map([[3, makeStatus({ asset_id: 3 })]]),
      new Map([[3, null]]),
    );
    const back = makeStatus({ asset_id: 3, map_visual_indicator: 'NO_TRACKER' });
    expect(applyStatusChanges(dropped, new Map([[3, back]]))?.get(3)).toBe(back);
  });

  it('adds an asset it did not know and leaves an unloaded list alone', () => {
    const added = makeStatus({ asset_id: 9 });
    expect(applyStatusChanges(new Map(), new Map([[9, added]]))?.get(9)).toBe(added);
    expect(applyStatusChanges(undefined, new Map([[9, added]]))).toBeUndefined();
  });
});

describe('reading a message', () => {
  it('keeps the well-formed changes and drops the rest', () => {
    const good = makeStatus({ asset_id: 4 });
    const changes = readStatusChanges({
      assetStatuses: [
        { assetId: 4, status: good },
        { assetId: 5, status: { asset_id: 5 } },
        { assetId: '6', status: good },
        null,
      ],
    });
    expect(changes).toEqual([{ assetId: 4, status: good }]);
  });

  it('reads a null status as the asset leaving the map', () => {
    expect(
      readStatusChanges({ assetStatuses: [{ assetId: 8, status: null }, { assetId: 9 }] }),
    ).toEqual([{ assetId: 8, status: null }]);
  });

  it('reads nothing from a message of another shape', () => {
    expect(readStatusChanges(null)).toEqual([]);
    expect(readStatusChanges({ assetStatuses: 'x' })).toEqual([]);
    expect(readStatusChanges({ other: [] })).toEqual([]);
  });
});
