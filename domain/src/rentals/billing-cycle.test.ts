import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingCycle, rentalBillingCycle } from './billing-cycle';
import { RENTAL_STATUS } from './rental-ids';
import { dateInZone } from './off-rent-dates';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;

describe('billing cycle (28 days from the start, company calendar)', () => {
  it('is the start and 28 days on in the first cycle', () => {
    const start = at('2026-01-10T15:00:00Z');
    expect(billingCycle(start, at('2026-01-20T15:00:00Z'), CHICAGO)).toEqual({
      previousCycleDate: '2026-01-10',
      nextCycleDate: '2026-02-07',
    });
  });

  it('rolls over on the cycle day itself, across month ends', () => {
    const start = at('2026-01-31T18:00:00Z');
    expect(billingCycle(start, at('2026-02-28T06:00:00Z'), CHICAGO)).toEqual({
      previousCycleDate: '2026-02-28',
      nextCycleDate: '2026-03-28',
    });
    // 23:59 on Feb 27 in Chicago is still the first cycle.
    expect(billingCycle(start, at('2026-02-28T05:59:00Z'), CHICAGO).nextCycleDate).toBe(
      '2026-02-28',
    );
  });

  it('keeps calendar dates across the clock changes', () => {
    // Started 23:30 on Feb 20 in Chicago (CST): cycle dates stay on the 20th's weekday in CDT.
    const start = at('2026-02-21T05:30:00Z');
    expect(billingCycle(start, at('2026-03-21T04:45:00Z'), CHICAGO)).toEqual({
      previousCycleDate: '2026-03-20',
      nextCycleDate: '2026-04-17',
    });
    // Across the November fall-back.
    expect(billingCycle(at('2026-10-20T12:00:00Z'), at('2026-11-17T06:30:00Z'), CHICAGO)).toEqual({
      previousCycleDate: '2026-11-17',
      nextCycleDate: '2026-12-15',
    });
  });

  it('reads the start date in the company zone, not UTC', () => {
    // 02:00 UTC Jan 10 is Jan 9 in Chicago.
    expect(billingCycle(at('2026-01-10T02:00:00Z'), at('2026-01-12T00:00:00Z'), CHICAGO)).toEqual({
      previousCycleDate: '2026-01-09',
      nextCycleDate: '2026-02-06',
    });
  });

  it('points at the start before the rental starts', () => {
    expect(billingCycle(at('2026-05-01T15:00:00Z'), at('2026-04-01T15:00:00Z'), CHICAGO)).toEqual({
      previousCycleDate: null,
      nextCycleDate: '2026-05-01',
    });
  });

  it('always brackets the reference day, 28 days apart (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 * DAY }),
        fc.integer({ min: 0, max: 800 * DAY }),
        fc.constantFrom(CHICAGO, 'UTC', 'Europe/London', 'Australia/Sydney'),
        (offset, elapsed, zone) => {
          const start = at('2024-01-01T00:00:00Z') + offset;
          const cycle = billingCycle(start, start + elapsed, zone);
          const today = dateInZone(start + elapsed, zone);
          expect(cycle.previousCycleDate).not.toBeNull();
          const prev = cycle.previousCycleDate ?? '';
          expect(prev <= today && today < cycle.nextCycleDate).toBe(true);
          expect((Date.parse(cycle.nextCycleDate) - Date.parse(prev)) / DAY).toBe(28);
          expect(((Date.parse(prev) - Date.parse(dateInZone(start, zone))) / DAY) % 28).toBe(0);
        },
      ),
    );
  });
});

describe("a rental's billing cycle", () => {
  const start = at('2026-01-10T15:00:00Z');
  const now = at('2026-03-01T15:00:00Z');

  it('brackets today while on rent', () => {
    const rental = { rentalStatusId: RENTAL_STATUS.onRent, startDate: start, endDate: null };
    expect(rentalBillingCycle(rental, now, CHICAGO)).toEqual({
      previousCycleDate: '2026-02-07',
      nextCycleDate: '2026-03-07',
    });
  });

  it('brackets its last day once it ended, the end itself excluded', () => {
    // Ended at midnight starting Feb 7 (Chicago): Feb 6 was its last day, in the first cycle.
    const rental = {
      rentalStatusId: RENTAL_STATUS.offRent,
      startDate: start,
      endDate: at('2026-02-07T06:00:00Z'),
    };
    expect(rentalBillingCycle(rental, now, CHICAGO)).toEqual({
      previousCycleDate: '2026-01-10',
      nextCycleDate: '2026-02-07',
    });
  });

  it('points at the start while it has not gone out', () => {
    const rental = { rentalStatusId: RENTAL_STATUS.scheduled, startDate: now + DAY, endDate: null };
    expect(rentalBillingCycle(rental, now, CHICAGO)).toEqual({
      previousCycleDate: null,
      nextCycleDate: '2026-03-02',
    });
  });
});
