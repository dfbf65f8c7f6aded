import { describe, expect, it } from 'vitest';
import { offRentIds, withOffRent } from './rental-links';

describe('the off-rent parameter', () => {
  it('round-trips one rental and a batch, keeping the other parameters', () => {
    const search = new URLSearchParams('tab=on-rent');
    const one = withOffRent(search, [12]);
    expect(one).toBe('?tab=on-rent&offRent=12');
    expect(offRentIds(new URLSearchParams(withOffRent(search, [12, 13, 12])))).toEqual([12, 13]);
  });

  it('names no rental when absent or not a list of ids', () => {
    expect(offRentIds(new URLSearchParams())).toEqual([]);
    for (const text of ['', 'abc', '1,,2', '-1', '0', '1;2', '1234567890']) {
      expect(offRentIds(new URLSearchParams({ offRent: text }))).toEqual([]);
    }
  });
});
