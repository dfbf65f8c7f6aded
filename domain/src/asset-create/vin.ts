import { WMI_TABLE, countryOfVin, type WmiKind } from './wmi-table';

/**
 * Offline VIN checks and decoding (docs/ASSET-CREATE.md "VIN decoding"): the form of a VIN
 * (17 letters and digits, no I, O or Q), its check digit (position 9, as 49 CFR 565 computes
 * it), the make from the WMI table, and the model year from position 10.
 */

export const VIN_MESSAGES = {
  format: 'A VIN is 17 letters and digits, without I, O or Q',
  checkDigit: (expected: string) =>
    `This VIN’s check digit (9th character) should be ${expected}: check the VIN for a typo`,
  yearCode: 'The 10th character of this VIN is not a model year code',
  unknownMaker: 'This VIN’s maker (its first three characters) is not in our table',
} as const;

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const isVinFormat = (vin: string): boolean => VIN_PATTERN.test(vin);

/** Letter values of the check-digit sum (I, O and Q never appear). */
// prettier-ignore
const LETTER_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const valueOf = (char: string): number =>
  /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);

/** The check digit a VIN of the right form should carry in position 9: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += valueOf(vin.charAt(i)) * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function hasValidCheckDigit(vin: string): boolean {
  return isVinFormat(vin) && vin.charAt(8) === vinCheckDigit(vin);
}

/**
 * The check digit is required of vehicles made for North America (first character 1–5); other
 * makers and machine PINs (Caterpillar, Deere) need not carry one, so their VINs are checked
 * for their form only.
 */
export const isCheckDigitRequired = (vin: string): boolean => /^[1-5]/.test(vin);

/** Position-10 codes in order: A is 1980 (and 2010), Y 2000, 1–9 2001–2009; 30-year cycle. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The years a position-10 code may stand for, oldest first (empty for no code). */
export function modelYearCandidates(code: string): number[] {
  const index = YEAR_CODES.indexOf(code);
  if (code.length !== 1 || index < 0) return [];
  return [1980 + index, 2010 + index];
}

/**
 * The model year of a VIN, never later than `maxYear` (next year's models are sold this year).
 * For light vehicles a letter in position 7 means the 2010–2039 cycle and a digit 1980–2009
 * (NHTSA's rule for cars, MPVs and light trucks); for the rest, and makers not in the table,
 * the latest year the code allows. Null when position 10 is no year code.
 */
export function vinModelYear(vin: string, kind: WmiKind | null, maxYear: number): number | null {
  const [older, newer] = modelYearCandidates(vin.charAt(9));
  if (older === undefined || newer === undefined) return null;
  if (kind === 'light') {
    const isLaterCycle = /[A-Z]/.test(vin.charAt(6));
    if (isLaterCycle && newer <= maxYear) return newer;
    return older;
  }
  return newer <= maxYear ? newer : older;
}

export interface VinDetails {
  /** Why the VIN is wrong or only partly understood; empty when all is well. */
  errors: string[];
  /** What the VIN says of the vehicle; null when it is not of a VIN's form. */
  vehicle: {
    make: string | null;
    manufacturer: string | null;
    model_year: number | null;
    country: string | null;
    kind: WmiKind | null;
  } | null;
  metadata: {
    vin: string;
    wmi: string | null;
    check_digit: string | null;
    expected_check_digit: string | null;
    is_check_digit_valid: boolean;
    model_year_code: string | null;
    source: 'offline';
  };
}

/** Decodes a VIN as typed (trimmed, uppercased first) without any call. */
export function decodeVin(input: string, maxYear: number): VinDetails {
  const vin = input.trim().toUpperCase();
  if (!isVinFormat(vin)) {
    return {
      errors: [VIN_MESSAGES.format],
      vehicle: null,
      metadata: {
        vin,
        wmi: null,
        check_digit: null,
        expected_check_digit: null,
        is_check_digit_valid: false,
        model_year_code: null,
        source: 'offline',
      },
    };
  }
  const wmi = vin.slice(0, 3);
  const entry = WMI_TABLE.get(wmi);
  const expected = vinCheckDigit(vin);
  const isCheckValid = vin.charAt(8) === expected;
  const modelYear = vinModelYear(vin, entry?.kind ?? null, maxYear);
  const errors: string[] = [];
  if (!isCheckValid && isCheckDigitRequired(vin)) errors.push(VIN_MESSAGES.checkDigit(expected));
  if (modelYear === null) errors.push(VIN_MESSAGES.yearCode);
  if (!entry) errors.push(VIN_MESSAGES.unknownMaker);
  return {
    errors,
    vehicle: {
      make: entry?.make ?? null,
      manufacturer: entry?.manufacturer ?? null,
      model_year: modelYear,
      country: countryOfVin(vin),
      kind: entry?.kind ?? null,
    },
    metadata: {
      vin,
      wmi,
      check_digit: vin.charAt(8),
      expected_check_digit: expected,
      is_check_digit_valid: isCheckValid,
      model_year_code: vin.charAt(9),
      source: 'offline',
    },
  };
}
