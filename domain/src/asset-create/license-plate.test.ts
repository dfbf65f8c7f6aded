import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LICENSE_PLATE_MESSAGES,
  US_STATE_CODES,
  licensePlatePairIssue,
  normalizeLicensePlate,
} from './license-plate';

describe('license plate number (spec 2 §5)', () => {
  it('keeps letters and digits, uppercased, at most 8', () => {
    expect(normalizeLicensePlate(' abc-123 ')).toBe('ABC123');
    expect(normalizeLicensePlate('mo 7·xk 9 22 q z')).toBe('MO7XK922');
    expect(normalizeLicensePlate('–·/')).toBe('');
  });

  it('is idempotent and never longer than 8 or holding anything but A–Z and 0–9', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const plate = normalizeLicensePlate(text);
        expect(plate).toMatch(/^[A-Z0-9]{0,8}$/);
        expect(normalizeLicensePlate(plate)).toBe(plate);
      }),
    );
  });

  it('asks for the state with a plate, and the plate with a state, in the spec’s words', () => {
    expect(licensePlatePairIssue('ABC123', null)).toEqual({
      field: 'license_plate_state',
      message: 'Issuing state required with license plate number',
    });
    expect(licensePlatePairIssue('  ', 'MO')).toEqual({
      field: 'license_plate_number',
      message: LICENSE_PLATE_MESSAGES.plateRequired,
    });
    expect(LICENSE_PLATE_MESSAGES.plateRequired).toBe(
      'License plate number required with issuing state',
    );
    expect(licensePlatePairIssue('ABC123', 'MO')).toBeNull();
    expect(licensePlatePairIssue(null, '')).toBeNull();
  });

  it('lists the 50 states and DC once each', () => {
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(US_STATE_CODES).toContain('DC');
  });
});
