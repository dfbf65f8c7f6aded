import { describe, expect, it } from 'vitest';
import {
  VIN_MESSAGES,
  decodeVin,
  hasValidCheckDigit,
  modelYearCandidates,
  vinCheckDigit,
  vinModelYear,
} from './vin';

/** A VIN with its check digit put right, so tests can say what they mean in the other 16. */
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

describe('VIN check digit (position 9)', () => {
  it('accepts published examples and refuses a typo', () => {
    expect(hasValidCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(hasValidCheckDigit('1M8GDM9AXKP042788')).toBe(true); // X: a remainder of 10
    expect(hasValidCheckDigit('1HGCM82633A004353')).toBe(false);
    expect(vinCheckDigit('1HGCM82633A004353')).not.toBe('3');
  });
});

describe('VIN model year (position 10)', () => {
  it('maps codes to two years 30 apart, and nothing for 0, U or Z', () => {
    expect(modelYearCandidates('A')).toEqual([1980, 2010]);
    expect(modelYearCandidates('Y')).toEqual([2000, 2030]);
    expect(modelYearCandidates('1')).toEqual([2001, 2031]);
    expect(modelYearCandidates('9')).toEqual([2009, 2039]);
    expect(modelYearCandidates('U')).toEqual([]);
    expect(modelYearCandidates('0')).toEqual([]);
  });

  it('reads position 7 for light vehicles: a letter is the 2010 cycle, a digit 1980', () => {
    expect(vinModelYear('1FTFW1E50MFA00001', 'light', 2027)).toBe(2021);
    expect(vinModelYear('1FTFW1250MFA00001', 'light', 2027)).toBe(1991);
  });

  it('takes the latest year not past next year for trucks, machines and unknown makers', () => {
    expect(vinModelYear('1FUJGLDR0MLM00001', 'truck', 2027)).toBe(2021);
    expect(vinModelYear('1FUJGLDR0XLM00001', 'truck', 2027)).toBe(1999);
    expect(vinModelYear('ZZZ123456T0000000', null, 2027)).toBe(2026);
  });
});

describe('decodeVin', () => {
  it('names the make, maker and year of a Ford pickup', () => {
    const details = decodeVin(withCheckDigit('1FTFW1E50MFA00001'), 2027);
    expect(details.errors).toEqual([]);
    expect(details.vehicle).toEqual({
      make: 'Ford',
      manufacturer: 'Ford Motor Company',
      model_year: 2021,
      country: 'United States',
      kind: 'light',
    });
    expect(details.metadata.is_check_digit_valid).toBe(true);
  });

  it('knows heavy trucks and machines from the table', () => {
    expect(decodeVin(withCheckDigit('1XKYD49X0NJ000001'), 2027).vehicle?.make).toBe('Kenworth');
    expect(decodeVin(withCheckDigit('3AKJHHDR0PSNA0001'), 2027).vehicle?.make).toBe('Freightliner');
    const machine = decodeVin('CAT0320ECKBY01234', 2027);
    expect(machine.vehicle?.make).toBe('Caterpillar');
    // A machine PIN need not carry a check digit.
    expect(machine.errors).not.toContain(
      VIN_MESSAGES.checkDigit(vinCheckDigit('CAT0320ECKBY01234')),
    );
  });

  it('says what is wrong, and still decodes what it can', () => {
    const typo = decodeVin('1HGCM82633A004353', 2027);
    expect(typo.errors).toEqual([VIN_MESSAGES.checkDigit(vinCheckDigit('1HGCM82633A004353'))]);
    expect(typo.vehicle?.make).toBe('Honda');
    expect(typo.vehicle?.model_year).toBe(2003);
    const unknown = decodeVin(withCheckDigit('9ZZ123450L0000000'), 2027);
    expect(unknown.errors).toEqual([VIN_MESSAGES.unknownMaker]);
    expect(unknown.vehicle?.make).toBeNull();
  });

  it('refuses what is not of a VIN’s form, without a vehicle', () => {
    for (const text of ['', '1HGCM82633A00435', 'IHGCM82633A004352', '1HGCM82633A0043521']) {
      const details = decodeVin(text, 2027);
      expect(details.errors).toEqual([VIN_MESSAGES.format]);
      expect(details.vehicle).toBeNull();
    }
  });
});
