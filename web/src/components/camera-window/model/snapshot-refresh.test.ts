import { describe, expect, it } from 'vitest';
import { shouldRecheckStatus, snapshotRefetchMs } from './snapshot-refresh';

describe('snapshot refresh (spec 1 §4, §9)', () => {
  it('asks again 1 s after each success, only while online', () => {
    expect(snapshotRefetchMs(true, 'success')).toBe(1_000);
    expect(snapshotRefetchMs(false, 'success')).toBe(false);
    expect(snapshotRefetchMs(true, 'error')).toBe(false);
    expect(snapshotRefetchMs(true, 'pending')).toBe(false);
  });

  it('asks the status again after the first three failures only', () => {
    expect([0, 1, 2, 3, 4].map(shouldRecheckStatus)).toEqual([false, true, true, true, false]);
  });
});
