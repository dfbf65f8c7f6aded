import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatDuration,
  formatTotalDistance,
  formatTotalDuration,
} from './duration-distance';

describe('duration text', () => {
  it("shows '< 1 sec' under a second", () => {
    expect(formatDuration(0)).toBe('< 1 sec');
    expect(formatDuration(0.999)).toBe('< 1 sec');
    expect(formatDuration(-3)).toBe('< 1 sec');
  });

  it('counts seconds, then minutes, then hours with their minutes', () => {
    expect(formatDuration(1)).toBe('1 sec');
    expect(formatDuration(59.9)).toBe('59 secs');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(119)).toBe('1 min');
    expect(formatDuration(45 * 60)).toBe('45 mins');
    expect(formatDuration(3600)).toBe('1 hr');
    expect(formatDuration(3600 + 60)).toBe('1 hr 1 min');
    expect(formatDuration(2 * 3600 + 25 * 60 + 59)).toBe('2 hrs 25 mins');
  });

  it('shows two dashes for a value it cannot read', () => {
    expect(formatDuration(Number.NaN)).toBe('--');
  });
});

describe('distance text', () => {
  it("shows '< 1 mi' under a mile", () => {
    expect(formatDistance(0)).toBe('< 1 mi');
    expect(formatDistance(0.96)).toBe('< 1 mi');
  });

  it('shows one decimal from a mile up', () => {
    expect(formatDistance(1)).toBe('1.0 mi');
    expect(formatDistance(12.34)).toBe('12.3 mi');
    expect(formatDistance(12.35)).toBe('12.4 mi');
    expect(formatDistance(1234.5)).toBe('1,234.5 mi');
  });

  it('shows two dashes for a value it cannot read', () => {
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('--');
  });
});

describe('day totals', () => {
  it('say plainly when nothing happened', () => {
    expect(formatTotalDistance(0)).toBe('0 mi');
    expect(formatTotalDistance(0.4)).toBe('< 1 mi');
    expect(formatTotalDistance(76.54)).toBe('76.5 mi');
    expect(formatTotalDuration(0)).toBe('0 mins');
    expect(formatTotalDuration(0.5)).toBe('< 1 sec');
    expect(formatTotalDuration(7050)).toBe('1 hr 57 mins');
  });
});
