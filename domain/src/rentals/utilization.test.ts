import { describe, expect, it } from 'vitest';
import { isLowUse, utilizationQuery } from './utilization';

describe('utilization', () => {
  it('flags under 20% of 8 h per day on rent', () => {
    expect(isLowUse(10, 15.9)).toBe(true);
    expect(isLowUse(10, 16)).toBe(false);
    expect(isLowUse(0, 0)).toBe(false);
  });

  it('takes a window of at most 366 days, end not before start', () => {
    expect(
      utilizationQuery.safeParse({ start_date: '2026-01-01', end_date: '2027-01-01' }).success,
    ).toBe(true);
    expect(
      utilizationQuery.safeParse({ start_date: '2026-01-01', end_date: '2027-01-02' }).success,
    ).toBe(false);
    expect(
      utilizationQuery.safeParse({ start_date: '2026-01-02', end_date: '2026-01-01' }).success,
    ).toBe(false);
    expect(
      utilizationQuery.safeParse({ start_date: '2026-1-2', end_date: '2026-01-03' }).success,
    ).toBe(false);
  });
});
