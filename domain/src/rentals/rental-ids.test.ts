import { describe, expect, it } from 'vitest';
import { RENTAL_STATUS, rentalStatusName } from './rental-ids';

describe('rental status names (spec 1 §4)', () => {
  it('names every id from 1 to 9 and calls anything else Unknown', () => {
    expect(rentalStatusName(RENTAL_STATUS.onRent)).toBe('On-rent');
    expect(rentalStatusName(RENTAL_STATUS.offRent)).toBe('Off-rent');
    expect(rentalStatusName(4)).toBe('Scheduled/Reserved');
    expect(rentalStatusName(0)).toBe('Unknown');
    expect(rentalStatusName(10)).toBe('Unknown');
  });
});
