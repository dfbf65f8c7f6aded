import { describe, expect, it } from 'vitest';
import {
  BATTERY_FAIR_MIN_PERCENT,
  BATTERY_GOOD_MIN_PERCENT,
  batteryLevel,
  batteryLevelLabel,
} from './battery';

describe('batteryLevel', () => {
  it('uses 50 % and 20 % as the lower bounds of GOOD and FAIR', () => {
    expect(BATTERY_GOOD_MIN_PERCENT).toBe(50);
    expect(BATTERY_FAIR_MIN_PERCENT).toBe(20);
  });

  it.each([
    [100, 'GOOD'],
    [50, 'GOOD'],
    [49.99, 'FAIR'],
    [20, 'FAIR'],
    [19.99, 'LOW'],
    [0, 'LOW'],
    [null, 'UNKNOWN'],
    [Number.NaN, 'UNKNOWN'],
  ] as const)('%s %% → %s', (percent, expected) => {
    expect(batteryLevel(percent)).toBe(expected);
  });
});

describe('batteryLevelLabel', () => {
  it('labels Good, Fair and Low and hides Unknown', () => {
    expect(batteryLevelLabel('GOOD')).toBe('Good');
    expect(batteryLevelLabel('FAIR')).toBe('Fair');
    expect(batteryLevelLabel('LOW')).toBe('Low');
    expect(batteryLevelLabel('UNKNOWN')).toBeNull();
  });
});
