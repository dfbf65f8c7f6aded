/**
 * spec 2 §5 "License plate number": only letters and digits are kept, uppercased, at most 8;
 * the plate and its issuing state are given together. The state list is the US states and DC
 * (the same 51 rows as migration 0001's `states`, which GET /api/states answers).
 */

export const LICENSE_PLATE_MAX_LENGTH = 8;

export const LICENSE_PLATE_MESSAGES = {
  /** spec 2 §5, verbatim: shown under the plate when only the state was given. */
  plateRequired: 'License plate number required with issuing state',
  /** spec 2 §5, verbatim: shown under the state when only the plate was given. */
  stateRequired: 'Issuing state required with license plate number',
  tooLong: `A license plate number has at most ${LICENSE_PLATE_MAX_LENGTH} letters and digits`,
  stateUnknown: 'Choose a US state or DC',
} as const;

/** The two-letter codes of the 50 states and DC. */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN',
  'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH',
  'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
  'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

export function isUsStateCode(code: string): code is UsStateCode {
  return STATE_CODES.has(code);
}

/** The letters and digits of what was typed, uppercased (nothing cut). */
export function licensePlateCharacters(text: string): string {
  return text.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** What the plate field keeps as the person types: letters and digits, uppercased, at most 8. */
export function normalizeLicensePlate(text: string): string {
  return licensePlateCharacters(text).slice(0, LICENSE_PLATE_MAX_LENGTH);
}

export interface LicensePlateIssue {
  field: 'license_plate_number' | 'license_plate_state';
  message: string;
}

/**
 * The together rule: a plate needs its state and a state needs its plate. Blank (null, empty)
 * counts as not given. Returns the issue of the missing one, or null when both or neither are
 * given.
 */
export function licensePlatePairIssue(
  plate: string | null | undefined,
  state: string | null | undefined,
): LicensePlateIssue | null {
  const hasPlate = Boolean(plate && plate.trim() !== '');
  const hasState = Boolean(state && state.trim() !== '');
  if (hasPlate && !hasState) {
    return { field: 'license_plate_state', message: LICENSE_PLATE_MESSAGES.stateRequired };
  }
  if (hasState && !hasPlate) {
    return { field: 'license_plate_number', message: LICENSE_PLATE_MESSAGES.plateRequired };
  }
  return null;
}
