import { describe, expect, it } from 'vitest';
import { secondsBetween } from './format';

describe('seconds between timestamps', () => {
  it('measures a trip and never goes negative', () => {
    expect(secondsBetween('2026-11-21T14:00:00Z', '2026-11-21T14:30:15Z')).toBe(1815);
    expect(secondsBetween('2026-11-21T14:30:00Z', '2026-11-21T14:00:00Z')).toBe(0);
    expect(secondsBetween('soon', '2026-11-21T14:00:00Z')).toBe(0);
  });
});
