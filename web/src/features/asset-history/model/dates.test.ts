import { describe, expect, it } from 'vitest';
import { shiftDate, todayIn } from '../../../lib/company-days';
import { formatDay, formatTimeOfDay, isDateParam, resolveSelectedDate } from './dates';

const CHICAGO = 'America/Chicago';

describe('selected date', () => {
  it('knows today where the company is, not in UTC', () => {
    // 01:07 UTC on the 22nd is still the evening of the 21st in Chicago.
    const now = Date.parse('2026-11-22T01:07:00Z');
    expect(todayIn(CHICAGO, now)).toBe('2026-11-21');
    expect(todayIn('UTC', now)).toBe('2026-11-22');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isDateParam('2026-11-21')).toBe(true);
    expect(isDateParam('2026-02-30')).toBe(false);
    expect(isDateParam('2026-1-5')).toBe(false);
    expect(isDateParam('yesterday')).toBe(false);
  });

  it('falls back to today when missing, unreadable or in the future', () => {
    const today = '2026-11-21';
    expect(resolveSelectedDate(null, today)).toBe(today);
    expect(resolveSelectedDate('2026-13-01', today)).toBe(today);
    expect(resolveSelectedDate('2026-11-22', today)).toBe(today);
    expect(resolveSelectedDate('2026-11-02', today)).toBe('2026-11-02');
  });

  it('steps by calendar days across months and years', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-08', 1)).toBe('2026-03-09');
  });
});

describe('date and time text', () => {
  it('writes days as MMM Do, YYYY', () => {
    expect(formatDay('2026-11-21')).toBe('Nov 21st, 2026');
    expect(formatDay('2026-05-02')).toBe('May 2nd, 2026');
  });

  it('writes times of day in the company time zone', () => {
    expect(formatTimeOfDay('2026-11-21T21:04:00Z', CHICAGO)).toBe('3:04 PM');
    expect(formatTimeOfDay(Date.parse('2026-11-21T06:30:00Z'), CHICAGO)).toBe('12:30 AM');
    expect(formatTimeOfDay('not a time', CHICAGO)).toBe('--');
  });
});
