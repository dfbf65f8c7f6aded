import { describe, expect, it } from 'vitest';
import { formatCheckin, formatDay } from './format';

const NOW = Date.parse('2026-11-22T18:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const ZONE = 'America/Chicago';

describe('formatCheckin', () => {
  it('says Never for a tracker that never reported', () => {
    expect(formatCheckin(null, NOW, ZONE)).toBe('Never');
    expect(formatCheckin('not a date', NOW, ZONE)).toBe('Never');
  });

  it('reads the recent past as a person says it', () => {
    expect(formatCheckin(ago(20_000), NOW, ZONE)).toBe('Just now');
    expect(formatCheckin(ago(-5_000), NOW, ZONE)).toBe('Just now');
    expect(formatCheckin(ago(60_000), NOW, ZONE)).toBe('1 min ago');
    expect(formatCheckin(ago(59 * 60_000), NOW, ZONE)).toBe('59 mins ago');
    expect(formatCheckin(ago(3 * 3_600_000 + 1), NOW, ZONE)).toBe('3 hrs ago');
    expect(formatCheckin(ago(26 * 3_600_000), NOW, ZONE)).toBe('1 day ago');
    expect(formatCheckin(ago(6 * 86_400_000), NOW, ZONE)).toBe('6 days ago');
  });

  it('gives the day in the company’s zone after a week', () => {
    // 03:00 UTC on the 14th is still the 13th in Chicago.
    expect(formatCheckin('2026-11-14T03:00:00.000Z', NOW, ZONE)).toBe('Nov 13th, 2026');
  });
});

describe('formatDay', () => {
  it('uses the company’s zone and the spec’s default format', () => {
    expect(formatDay('2026-11-22T03:44:29.123Z', ZONE)).toBe('Nov 21st, 2026');
  });

  it('falls back to the browser’s zone for an unknown zone name', () => {
    expect(formatDay('2026-06-15T12:00:00.000Z', 'Not/AZone')).toMatch(/^Jun 1[45]th, 2026$/);
  });
});
