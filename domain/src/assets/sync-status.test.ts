import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DELAYED_SYNC_WITHIN_MS, SYNCED_WITHIN_MS, SYNC_STATUSES, syncStatus } from './sync-status';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
const checkedInAgo = (ageMs: number) => new Date(NOW - ageMs).toISOString();

describe('syncStatus', () => {
  it('uses the 4 h and 24 h thresholds', () => {
    expect(SYNCED_WITHIN_MS).toBe(4 * HOUR);
    expect(DELAYED_SYNC_WITHIN_MS).toBe(24 * HOUR);
  });

  it.each([
    [0, 'Synced'],
    [4 * HOUR, 'Synced'],
    [4 * HOUR + 1, 'Delayed Sync'],
    [24 * HOUR, 'Delayed Sync'],
    [24 * HOUR + 1, 'Out of Sync'],
    [30 * 24 * HOUR, 'Out of Sync'],
  ])('a check-in %i ms ago is %s', (age, expected) => {
    expect(syncStatus(checkedInAgo(age), NOW)).toBe(expected);
  });

  it('is Out of Sync without a check-in or with one that does not parse', () => {
    expect(syncStatus(null, NOW)).toBe('Out of Sync');
    expect(syncStatus('', NOW)).toBe('Out of Sync');
    expect(syncStatus('yesterday', NOW)).toBe('Out of Sync');
  });

  it('counts a check-in a little in the future as Synced', () => {
    expect(syncStatus(checkedInAgo(-60_000), NOW)).toBe('Synced');
  });

  it('reads offsets, not only UTC', () => {
    // 09:00 in UTC-02:00 is 11:00 UTC: one hour old.
    expect(syncStatus('2024-06-01T09:00:00-02:00', NOW)).toBe('Synced');
  });

  it('an older check-in is never in better sync', () => {
    const age = fc.integer({ min: 0, max: 60 * 24 * HOUR });
    fc.assert(
      fc.property(age, age, (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        const rank = (ms: number) => SYNC_STATUSES.indexOf(syncStatus(checkedInAgo(ms), NOW));
        expect(rank(older)).toBeGreaterThanOrEqual(rank(younger));
      }),
    );
  });
});
