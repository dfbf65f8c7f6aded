import { describe, expect, it } from 'vitest';
import {
  formatHeading,
  formatMiles,
  formatPressureKpa,
  formatTemperature,
  formatVolts,
} from './readings';

describe('reading formats', () => {
  it('writes headings with their compass point and miles with separators', () => {
    expect(formatHeading(205)).toBe('205° SW');
    expect(formatHeading(359)).toBe('359° N');
    expect(formatHeading(-90)).toBe('270° W');
    expect(formatHeading(null)).toBeNull();
    expect(formatMiles(73845.99)).toBe('73,846 mi');
    expect(formatMiles(Number.NaN)).toBeNull();
  });

  it('converts the tracker’s metric units for the reader', () => {
    expect(formatTemperature(100, 'F')).toBe('212 °F');
    expect(formatTemperature(-40, 'C')).toBe('-40 °C');
    expect(formatTemperature(null, 'C')).toBeNull();
    expect(formatPressureKpa(100)).toBe('15 psi');
    expect(formatVolts(12.66)).toBe('12.7 V');
  });
});
