import { describe, expect, it } from 'vitest';
import { RENTAL_STATUS } from '../rentals/rental-ids';
import { rentalChargeLines, type RentalToBill } from './rental-lines';

const DAY = 86_400_000;
const start = Date.parse('2026-10-01T15:00:00Z');
const rental = (overrides: Partial<RentalToBill>): RentalToBill => ({
  rentalStatusId: RENTAL_STATUS.offRent,
  startDate: start,
  endDate: start + 40 * DAY,
  assetId: 5,
  label: 'Excavator 12',
  branchId: 2,
  quantity: 1,
  rates: { price_per_hour: null, price_per_day: 100, price_per_week: 400, price_per_month: 1200 },
  ...overrides,
});

describe('a rental’s charges as invoice lines, cycle by cycle', () => {
  it('bills a 40-day rental as one full 28-day cycle and a 12-day one', () => {
    const result = rentalChargeLines(rental({}), start + 60 * DAY, 'America/Chicago');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.lines.map((line) => [line.description, line.number_of_units, line.price_per_unit]),
    ).toEqual([
      ['Excavator 12, 2026-10-01 to 2026-10-28: 4-week rate', 1, 1200],
      // 12 days: a week and 5 days (900) or two weeks (800): two weeks are cheaper.
      ['Excavator 12, 2026-10-29 to 2026-11-09: weekly rate', 2, 400],
    ]);
  });

  it('bills a bulk rental’s quantity', () => {
    const result = rentalChargeLines(
      rental({ quantity: 3, endDate: start + 2 * DAY }),
      start + 9 * DAY,
      'UTC',
    );
    expect(result.ok && result.lines.map((l) => [l.description, l.number_of_units])).toEqual([
      ['Excavator 12, 2026-10-01 to 2026-10-02: daily rate × 3', 6],
    ]);
  });

  it('bills started hours when the rental has only an hourly rate', () => {
    const result = rentalChargeLines(
      rental({
        endDate: start + 2.5 * 3_600_000,
        rates: {
          price_per_hour: 45.5,
          price_per_day: null,
          price_per_week: null,
          price_per_month: null,
        },
      }),
      start + DAY,
      'UTC',
    );
    expect(result.ok && result.lines.map((l) => [l.number_of_units, l.price_per_unit])).toEqual([
      [3, 45.5],
    ]);
  });

  it('has nothing to bill before the rental starts or without rates', () => {
    expect(
      rentalChargeLines(rental({ rentalStatusId: RENTAL_STATUS.pending }), start, 'UTC'),
    ).toEqual({
      ok: false,
      reason: 'not-started',
    });
    expect(
      rentalChargeLines(
        rental({
          rates: {
            price_per_hour: null,
            price_per_day: null,
            price_per_week: null,
            price_per_month: null,
          },
        }),
        start + 50 * DAY,
        'UTC',
      ),
    ).toEqual({ ok: false, reason: 'no-rates' });
  });
});
