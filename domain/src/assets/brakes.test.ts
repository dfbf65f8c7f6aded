import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { brakeVariant, worstBrakeStatus } from './brakes';

describe('worstBrakeStatus', () => {
  it('is 0 when nothing is reported', () => {
    expect(worstBrakeStatus(null)).toBe(0);
    expect(worstBrakeStatus({})).toBe(0);
  });

  it('lets the worst reading win', () => {
    expect(worstBrakeStatus({ emergency_air: 1, service_brakes: 1 })).toBe(1);
    expect(worstBrakeStatus({ emergency_air: 1, stop_lamp_power: 2 })).toBe(2);
    expect(worstBrakeStatus({ tpms_low_pressure: 3, emergency_air: 1, service_brakes: 2 })).toBe(3);
  });

  it('ignores codes outside 1–3', () => {
    expect(worstBrakeStatus({ emergency_air: 9, service_brakes: 0 })).toBe(0);
    expect(worstBrakeStatus({ emergency_air: 2, service_brakes: 7, other: 2.5 })).toBe(2);
  });

  it('for any readings: the highest valid code, whatever their order', () => {
    const readings = fc.dictionary(fc.string(), fc.integer({ min: -2, max: 6 }));
    fc.assert(
      fc.property(readings, (record) => {
        const valid = Object.values(record).filter((v) => v >= 1 && v <= 3);
        const expected = valid.length === 0 ? 0 : Math.max(...valid);
        expect(worstBrakeStatus(record)).toBe(expected);
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(worstBrakeStatus(reversed)).toBe(expected);
      }),
    );
  });

  it('one bad reading always makes it bad', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.constantFrom(1, 2, 3)), fc.string(), (r, key) => {
        expect(worstBrakeStatus({ ...r, [key]: 3 })).toBe(3);
      }),
    );
  });
});

describe('brakeVariant', () => {
  it('maps 0 default, 1 success, 2 warning, 3 danger', () => {
    expect([0, 1, 2, 3].map((level) => brakeVariant(level as 0 | 1 | 2 | 3))).toEqual([
      'default',
      'success',
      'warning',
      'danger',
    ]);
  });
});
