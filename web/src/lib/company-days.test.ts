import { describe, expect, it } from 'vitest';
import { dayWindow, formatInTimeZone, isDayOpen, todayIn } from './company-days';

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

describe('today where the company is', () => {
  it("knows today's date there, not in UTC", () => {
    const now = Date.parse('2026-11-22T03:00:00Z');
    expect(todayIn('America/Chicago', now)).toBe('2026-11-21');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-11-22');
  });
});

describe('moments in the company time zone', () => {
  it('shows timestamps in the company time zone (spec 1 §9 MMM Do, YYYY)', () => {
    const iso = '2026-11-22T00:41:40.850Z';
    expect(formatInTimeZone(iso, 'America/Chicago')).toBe('Nov 21st, 2026 6:41 PM');
    expect(formatInTimeZone(iso, 'UTC')).toBe('Nov 22nd, 2026 12:41 AM');
    expect(formatInTimeZone(null, 'UTC')).toBeNull();
    expect(formatInTimeZone('not a time', 'UTC')).toBeNull();
  });
});
