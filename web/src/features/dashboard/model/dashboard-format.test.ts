import { describe, expect, it } from 'vitest';
import {
  formatAxisDay,
  formatDayRange,
  formatHours,
  formatLastHeard,
  formatShare,
  idleShare,
} from './dashboard-format';

const NOW = Date.parse('2026-11-22T18:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;
const ZONE = 'America/Chicago';

describe('formatShare', () => {
  it('shows a share as a whole percentage, over 100 for double shifts', () => {
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(0.234)).toBe('23%');
    expect(formatShare(0.2351)).toBe('24%');
    expect(formatShare(1.5)).toBe('150%');
    expect(formatShare(Number.NaN)).toBe('--');
  });
});

describe('formatHours', () => {
  it('keeps a tenth on small totals and drops it on large ones', () => {
    expect(formatHours(0)).toBe('0 h');
    expect(formatHours(7.46)).toBe('7.5 h');
    expect(formatHours(99.94)).toBe('99.9 h');
    expect(formatHours(1234.6)).toBe('1,235 h');
  });
});

describe('idleShare', () => {
  it('is the idle part of engine time, none without engine time', () => {
    expect(idleShare(2, 8)).toBe(0.25);
    expect(idleShare(0, 0)).toBeNull();
  });
});

describe('formatLastHeard', () => {
  it('says Never for a tracker that never reported', () => {
    expect(formatLastHeard(null, NOW, ZONE)).toBe('Never');
    expect(formatLastHeard('not a date', NOW, ZONE)).toBe('Never');
  });

  it('reads the recent past as a person says it', () => {
    expect(formatLastHeard(ago(20_000), NOW, ZONE)).toBe('Just now');
    expect(formatLastHeard(ago(-5_000), NOW, ZONE)).toBe('Just now');
    expect(formatLastHeard(ago(60_000), NOW, ZONE)).toBe('1 min ago');
    expect(formatLastHeard(ago(25 * HOUR), NOW, ZONE)).toBe('1 day ago');
    expect(formatLastHeard(ago(3 * HOUR + 1), NOW, ZONE)).toBe('3 hrs ago');
    expect(formatLastHeard(ago(6 * 24 * HOUR), NOW, ZONE)).toBe('6 days ago');
  });

  it('gives the company day beyond a week', () => {
    // 03:00 UTC on Nov 13th is still Nov 12th in Chicago.
    expect(formatLastHeard('2026-11-13T03:00:00.000Z', NOW, ZONE)).toBe('Nov 12th, 2026');
  });
});

describe('days on the axis and in a range', () => {
  it('writes company days as they are, with no zone shift', () => {
    expect(formatAxisDay('2026-05-04')).toBe('May 4');
    expect(formatAxisDay('garbage')).toBe('garbage');
    expect(formatDayRange('2026-04-28', '2026-05-04')).toBe('Apr 28th, 2026 – May 4th, 2026');
  });
});
