import { describe, expect, it } from 'vitest';
import { formatAge, formatLocalTime } from './format';

describe('the shared page’s times', () => {
  const now = Date.parse('2026-03-03T16:05:00Z');
  it('says how old the position is', () => {
    expect(formatAge(null, now)).toBeNull();
    expect(formatAge('2026-03-03T16:04:30Z', now)).toBe('just now');
    expect(formatAge('2026-03-03T15:50:00Z', now)).toBe('15 min ago');
    expect(formatAge('2026-03-03T13:05:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-02-27T16:05:00Z', now)).toBe('4 days ago');
    // A clock a little behind the server's never says "in the future".
    expect(formatAge('2026-03-03T16:06:00Z', now)).toBe('just now');
  });
  it('writes a moment the way the reader’s browser does', () => {
    expect(formatLocalTime('2026-03-03T16:05:00Z', 'en-US')).toMatch(/^Mar 3, \d{1,2}:05 [AP]M$/);
  });
});
