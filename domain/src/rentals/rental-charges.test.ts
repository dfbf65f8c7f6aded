import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accruedCharges,
  chargeableDays,
  cheapestCharges,
  type RentalRates,
} from './rental-charges';

const rates = (day: number | null, week: number | null, month: number | null): RentalRates => ({
  price_per_day: day,
  price_per_week: week,
  price_per_month: month,
});

/** Every combination covering the days, cheapest total (cents). */
function bruteForce(days: number, r: RentalRates): number | null {
  const c = (v: number | null) => (v === null ? null : Math.round(v * 100));
  const [d, w, m] = [c(r.price_per_day), c(r.price_per_week), c(r.price_per_month)];
  let best: number | null = null;
  for (let k = 0; k <= (m === null ? 0 : Math.ceil(days / 28)); k++) {
    for (let j = 0; j <= (w === null ? 0 : Math.ceil(days / 7)); j++) {
      const i = Math.max(0, days - 28 * k - 7 * j);
      if (i > 0 && d === null) continue;
      const cost = k * (m ?? 0) + j * (w ?? 0) + i * (d ?? 0);
      if (best === null || cost < best) best = cost;
    }
  }
  return best;
}

describe('charges accrued (cheapest combination of rates)', () => {
  it('counts a started day as a day', () => {
    expect(chargeableDays(0, 1)).toBe(1);
    expect(chargeableDays(0, 86_400_000)).toBe(1);
    expect(chargeableDays(0, 86_400_001)).toBe(2);
    expect(chargeableDays(5, 5)).toBe(0);
  });

  it('takes a week for five days when the week is cheaper', () => {
    expect(cheapestCharges(5, rates(100, 400, 1200))).toEqual({
      days: 5,
      fourWeeks: 0,
      weeks: 1,
      daysCharged: 0,
      total: 400,
    });
    expect(cheapestCharges(3, rates(100, 400, 1200))).toMatchObject({ daysCharged: 3, total: 300 });
  });

  it('combines 4 weeks, weeks and days', () => {
    // 38 days: 4 weeks + 1 week + 3 days = 1200 + 400 + 300.
    expect(cheapestCharges(38, rates(100, 400, 1200))).toEqual({
      days: 38,
      fourWeeks: 1,
      weeks: 1,
      daysCharged: 3,
      total: 1900,
    });
  });

  it('leaves unset rates out, and says when nothing covers the days', () => {
    expect(cheapestCharges(9, rates(null, 400, null))).toMatchObject({ weeks: 2, total: 800 });
    expect(cheapestCharges(9, rates(null, null, null)).total).toBeNull();
    expect(cheapestCharges(0, rates(null, null, null)).total).toBe(0);
    expect(accruedCharges(null, rates(10, null, null)).total).toBe(0);
  });

  it('keeps cents exact', () => {
    expect(cheapestCharges(3, rates(0.1, null, null)).total).toBe(0.3);
  });

  it('is never beaten by any combination (property)', () => {
    const rate = fc.option(
      fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
      {
        nil: null,
      },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), rate, rate, rate, (days, d, w, m) => {
        const r = rates(d, w, m);
        const result = cheapestCharges(days, r);
        const expected = bruteForce(days, r);
        expect(result.total === null ? null : Math.round(result.total * 100)).toBe(expected);
        if (result.total !== null && days > 0) {
          const covered = 28 * result.fourWeeks + 7 * result.weeks + result.daysCharged;
          expect(covered).toBeGreaterThanOrEqual(days);
          const cost =
            result.fourWeeks * Math.round((m ?? 0) * 100) +
            result.weeks * Math.round((w ?? 0) * 100) +
            result.daysCharged * Math.round((d ?? 0) * 100);
          expect(cost).toBe(expected);
        }
      }),
      { numRuns: 500 },
    );
  });
});
