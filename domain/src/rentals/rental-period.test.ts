import { describe, expect, it } from 'vitest';
import { RENTAL_STATUS } from './rental-ids';
import { clampToPeriod, rentalPeriod } from './rental-period';

const DAY = 86_400_000;
const now = 100 * DAY;

describe('rental period', () => {
  it('runs from the start until now while on rent, whatever end date is planned', () => {
    expect(
      rentalPeriod(
        { rentalStatusId: RENTAL_STATUS.onRent, startDate: 90 * DAY, endDate: 120 * DAY },
        now,
      ),
    ).toEqual({ start: 90 * DAY, end: now });
  });

  it('ends at the end date once off rent, completed or billed', () => {
    for (const rentalStatusId of [
      RENTAL_STATUS.offRent,
      RENTAL_STATUS.completed,
      RENTAL_STATUS.billed,
    ]) {
      expect(rentalPeriod({ rentalStatusId, startDate: 80 * DAY, endDate: 85 * DAY }, now)).toEqual(
        {
          start: 80 * DAY,
          end: 85 * DAY,
        },
      );
    }
  });

  it('has none for rentals that never went out, or start in the future', () => {
    for (const rentalStatusId of [1, 2, 3, 4, 8]) {
      expect(
        rentalPeriod({ rentalStatusId, startDate: 80 * DAY, endDate: 85 * DAY }, now),
      ).toBeNull();
    }
    expect(
      rentalPeriod(
        { rentalStatusId: RENTAL_STATUS.onRent, startDate: 101 * DAY, endDate: null },
        now,
      ),
    ).toBeNull();
  });

  it('clamps a window to the period, or finds nothing in common', () => {
    const period = { start: 10 * DAY, end: 20 * DAY };
    expect(clampToPeriod({ start: 9 * DAY, end: 11 * DAY }, period)).toEqual({
      start: 10 * DAY,
      end: 11 * DAY,
    });
    expect(clampToPeriod({ start: 20 * DAY, end: 21 * DAY }, period)).toBeNull();
    expect(clampToPeriod({ start: 12 * DAY, end: 13 * DAY }, null)).toBeNull();
  });
});
