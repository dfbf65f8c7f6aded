import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  internalOffRentLimits,
  isDateWithin,
  isOffRentQuantityValid,
  nextOffRentStep,
  offRentTimeSteps,
  scheduledOffRentProblem,
  startOfDateInZone,
  thirdPartyOffRentLimits,
} from './off-rent-dates';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);

describe('company calendar dates', () => {
  it('reads the date where the company is, across midnight', () => {
    // 05:59 UTC on the 10th is 23:59 on the 9th in Chicago (CST, UTC−6); 06:00 is the 10th.
    expect(dateInZone(at('2026-01-10T05:59:00Z'), CHICAGO)).toBe('2026-01-09');
    expect(dateInZone(at('2026-01-10T06:00:00Z'), CHICAGO)).toBe('2026-01-10');
  });

  it('finds midnight in the zone, also on clock-change days', () => {
    expect(startOfDateInZone('2026-01-10', CHICAGO)).toBe(at('2026-01-10T06:00:00Z'));
    // CDT (UTC−5) in summer; the spring-forward day starts at CST midnight.
    expect(startOfDateInZone('2026-07-01', CHICAGO)).toBe(at('2026-07-01T05:00:00Z'));
    expect(startOfDateInZone('2026-03-08', CHICAGO)).toBe(at('2026-03-08T06:00:00Z'));
    expect(startOfDateInZone('2026-03-09', CHICAGO)).toBe(at('2026-03-09T05:00:00Z'));
    expect(startOfDateInZone('2026-11-02', CHICAGO)).toBe(at('2026-11-02T06:00:00Z'));
  });

  it('adds calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('internal off-rent date limits (spec 1 §5)', () => {
  it('is the day after the start through today, in company time', () => {
    // Started 22:00 Jan 9 in Chicago (04:00 UTC Jan 10): the first allowed end is Jan 10.
    const limits = internalOffRentLimits(
      at('2026-01-10T04:00:00Z'),
      at('2026-01-12T05:30:00Z'), // 23:30 Jan 11 in Chicago
      CHICAGO,
    );
    expect(limits).toEqual({ minDate: '2026-01-10', maxDate: '2026-01-11' });
    expect(isDateWithin('2026-01-09', limits)).toBe(false);
    expect(isDateWithin('2026-01-12', limits)).toBe(false);
    expect(isDateWithin('2026-01-11', limits)).toBe(true);
  });

  it('is empty on the day the rental started', () => {
    const limits = internalOffRentLimits(
      at('2026-01-10T15:00:00Z'),
      at('2026-01-10T20:00:00Z'),
      CHICAGO,
    );
    expect(limits.minDate > limits.maxDate).toBe(true);
  });
});

describe('third-party off-rent date limits (spec 1 §5)', () => {
  it('is the day after the period ended through today', () => {
    const limits = thirdPartyOffRentLimits(
      { startMs: at('2026-01-01T15:00:00Z'), endMs: at('2026-01-05T05:00:00Z') }, // Jan 4 local
      at('2026-01-08T12:00:00Z'),
      CHICAGO,
    );
    expect(limits).toEqual({ minDate: '2026-01-05', maxDate: '2026-01-08' });
  });

  it('falls back to the day after the start when the period has not ended', () => {
    const limits = thirdPartyOffRentLimits(
      { startMs: at('2026-01-01T15:00:00Z'), endMs: at('2026-02-01T15:00:00Z') },
      at('2026-01-08T12:00:00Z'),
      CHICAGO,
    );
    expect(limits).toEqual({ minDate: '2026-01-02', maxDate: '2026-01-08' });
    expect(
      thirdPartyOffRentLimits(
        { startMs: at('2026-01-01T15:00:00Z'), endMs: null },
        at('2026-01-08T12:00:00Z'),
        CHICAGO,
      ),
    ).toEqual({ minDate: '2026-01-02', maxDate: '2026-01-08' });
  });
});

describe('scheduled off-rent (spec 1 §5)', () => {
  const now = at('2026-01-10T15:07:00Z');

  it('refuses the past and times off the 15-minute step', () => {
    expect(scheduledOffRentProblem(at('2026-01-10T15:00:00Z'), now)).toMatch(/past/);
    expect(scheduledOffRentProblem(at('2026-01-10T15:20:00Z'), now)).toMatch(/15-minute/);
    expect(scheduledOffRentProblem(at('2026-01-10T15:15:00Z'), now)).toBeNull();
  });

  it('offers today from the next step to the end of the day in company time', () => {
    expect(nextOffRentStep(now)).toBe(at('2026-01-10T15:15:00Z'));
    const steps = offRentTimeSteps('2026-01-10', now, CHICAGO);
    expect(steps[0]).toBe(at('2026-01-10T15:15:00Z'));
    // The last step is 23:45 Chicago time = 05:45 UTC the next day.
    expect(steps.at(-1)).toBe(at('2026-01-11T05:45:00Z'));
    expect(offRentTimeSteps('2026-01-11', now, CHICAGO)).toHaveLength(96);
    expect(offRentTimeSteps('2026-01-09', now, CHICAGO)).toHaveLength(0);
    // The spring-forward day has 23 hours.
    expect(offRentTimeSteps('2026-03-08', now, CHICAGO)).toHaveLength(92);
  });
});

describe('bulk quantities', () => {
  it('is a whole number from 1 to the quantity on rent', () => {
    expect(isOffRentQuantityValid(1, 3)).toBe(true);
    expect(isOffRentQuantityValid(3, 3)).toBe(true);
    expect(isOffRentQuantityValid(0, 3)).toBe(false);
    expect(isOffRentQuantityValid(4, 3)).toBe(false);
    expect(isOffRentQuantityValid(1.5, 3)).toBe(false);
    expect(isOffRentQuantityValid(Number.NaN, 3)).toBe(false);
  });
});
