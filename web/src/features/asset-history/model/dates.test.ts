import { describe, expect, it } from 'vitest';
import {
  dayWindow,
  formatDay,
  formatTimeOfDay,
  isDayOpen,
  isDateParam,
  resolveSelectedDate,
  shiftDate,
  todayIn,
} from './dates';

const CHICAGO = 'America/Chicago';

describe('day window in a time zone', () => {
  it('runs from midnight to the next midnight where the company is', () => {
    expect(dayWindow('2026-11-21', CHICAGO)).toEqual({
      isoStart: '2026-11-21T06:00:00.000Z',
      isoEnd: '2026-11-22T06:00:00.000Z',
    });
    expect(dayWindow('2026-07-04', CHICAGO)).toEqual({
      isoStart: '2026-07-04T05:00:00.000Z',
      isoEnd: '2026-07-05T05:00:00.000Z',
    });
  });

  it('is 23 hours on the spring clock change and 25 on the autumn one', () => {
    const hours = ({ isoStart, isoEnd }: { isoStart: string; isoEnd: string }) =>
      (Date.parse(isoEnd) - Date.parse(isoStart)) / 3_600_000;
    expect(hours(dayWindow('2026-03-08', CHICAGO))).toBe(23);
    expect(hours(dayWindow('2026-11-01', CHICAGO))).toBe(25);
    expect(dayWindow('2026-03-08', CHICAGO).isoEnd).toBe('2026-03-09T05:00:00.000Z');
  });

  it('is open until its last moment has passed', () => {
    const day = dayWindow('2026-11-21', CHICAGO);
    expect(isDayOpen(day, Date.parse('2026-11-22T05:59:59Z'))).toBe(true);
    expect(isDayOpen(day, Date.parse('2026-11-22T06:00:00Z'))).toBe(false);
  });

  it('falls back to the browser zone for a zone name it does not know', () => {
    const { isoStart, isoEnd } = dayWindow('2026-11-21', 'Mars/Olympus_Mons');
    expect(Date.parse(isoEnd) - Date.parse(isoStart)).toBe(24 * 3_600_000);
    expect(todayIn('Mars/Olympus_Mons', Date.parse('2026-11-21T12:00:00Z'))).toMatch(
      /^2026-11-2[12]$/,
    );
  });

  it('works east of Greenwich too', () => {
    expect(dayWindow('2026-01-15', 'Asia/Tokyo')).toEqual({
      isoStart: '2026-01-14T15:00:00.000Z',
      isoEnd: '2026-01-15T15:00:00.000Z',
    });
  });
});

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
