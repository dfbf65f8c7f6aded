import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Position } from '@fleet/domain';
import { cleanFix, EARLIEST_FIX_TIME, MAX_ATTRIBUTES, READING_BOUNDS } from './fix-guard';

const RECEIVED_AT = Date.UTC(2026, 10, 24, 12);
const fix = (overrides: Partial<Position> = {}): Position => ({
  deviceSerial: 'T-1',
  fixTime: RECEIVED_AT - 1000,
  latitude: 38.95,
  longitude: -92.33,
  valid: true,
  attributes: {},
  ...overrides,
});
const readings = Object.keys(READING_BOUNDS) as Array<keyof typeof READING_BOUNDS>;

describe('cleanFix', () => {
  it('keeps readings inside their bounds as sent', () => {
    const sent = fix({ speedMph: 55, altitudeMeters: -20, accuracyMeters: 8, engineHours: 1200 });
    expect(cleanFix(sent, RECEIVED_AT)).toEqual({ ok: true, value: sent });
  });

  it.each(readings)('drops %s at ±1e308 and keeps the fix', (reading) => {
    for (const value of [1e308, -1e308, 1e300, Number.NaN, Infinity]) {
      const cleaned = cleanFix(fix({ [reading]: value }), RECEIVED_AT);
      expect(cleaned.ok && reading in cleaned.value).toBe(false);
      expect(cleaned.ok).toBe(true);
    }
  });

  it('every kept reading is within its bounds (property)', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -0, 1e308, -1e308));
    fc.assert(
      fc.property(fc.record(Object.fromEntries(readings.map((r) => [r, anyNumber]))), (sent) => {
        const cleaned = cleanFix(fix(sent), RECEIVED_AT);
        if (!cleaned.ok) return false;
        return readings.every((r) => {
          const value = cleaned.value[r];
          const [low, high] = READING_BOUNDS[r];
          return value === undefined || (value >= low && value <= high);
        });
      }),
    );
  });

  it('refuses fix times before 2000 or more than a day ahead, for every path', () => {
    for (const fixTime of [
      EARLIEST_FIX_TIME - 1,
      Date.UTC(1, 0, 1),
      Date.UTC(9999, 0, 1),
      8_640_000_000_000_000,
      RECEIVED_AT + 86_400_001,
      Number.NaN,
    ]) {
      expect(cleanFix(fix({ fixTime }), RECEIVED_AT).ok, String(fixTime)).toBe(false);
    }
    expect(cleanFix(fix({ fixTime: RECEIVED_AT + 86_400_000 }), RECEIVED_AT).ok).toBe(true);
    expect(cleanFix(fix({ fixTime: EARLIEST_FIX_TIME }), RECEIVED_AT).ok).toBe(true);
  });

  it('refuses NUL and lone surrogates in the id, the driver and the attributes', () => {
    const refusals = [
      fix({ deviceSerial: 'A\u0000B' }),
      fix({ driverUniqueId: '\ud800' }),
      fix({ attributes: { note: 'x\u0000' } }),
      fix({ attributes: { ['k\udc00']: 1 } }),
    ].map((sent) => cleanFix(sent, RECEIVED_AT));
    expect(refusals.map((r) => r.ok)).toEqual([false, false, false, false]);
    expect(refusals[0]).toEqual({
      ok: false,
      reason: 'id: Text may not contain the NUL character (\\u0000).',
    });
  });

  it('drops oversized attributes and keeps the first ones', () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    const cleaned = cleanFix(
      fix({ attributes: { ...many, huge: 'x'.repeat(10_000) } }),
      RECEIVED_AT,
    );
    expect(cleaned.ok && Object.keys(cleaned.value.attributes)).toHaveLength(MAX_ATTRIBUTES);
    expect(cleaned.ok && cleaned.value.attributes.k0).toBe(0);
    expect(cleaned.ok && 'huge' in cleaned.value.attributes).toBe(false);
  });
});
