import type { ImportFieldName } from './import-fields';

/**
 * The issue codes a row field can carry (spec 2 §3 issues: code, details, message). The spec
 * names the structure, not the codes; these are Fleet's, with the sentence each shows.
 */
export const IMPORT_ISSUES = {
  NAME_REQUIRED: 'Every asset needs a name.',
  NAME_TOO_LONG: 'The name is longer than 100 characters.',
  YEAR_INVALID: 'The year must be a number from 1900 to next year.',
  NUMBER_INVALID: 'This must be a number of 0 or more.',
  DOT_INVALID: 'A DOT number is up to 8 digits.',
  PRODUCT_NOT_MATCHED: 'No product in the catalogue matches this asset; choose one.',
  PRODUCT_NOT_FOUND: 'No product in the catalogue has this id.',
  RESOURCE_EMPTY: 'Choose a reporting designation (home base).',
  RESOURCE_NOT_FOUND: 'No reporting designation of the company has this name.',
  SERIAL_IN_FILE: 'Another row of this file has the same serial number.',
  SERIAL_IN_COMPANY: 'An asset of the company already has this serial number.',
  VIN_IN_FILE: 'Another row of this file has the same VIN.',
  VIN_IN_COMPANY: 'An asset of the company already has this VIN.',
  VIN_INVALID:
    'This is not a valid VIN: 17 letters and digits (no I, O or Q) with a correct check digit.',
  PLATE_TOO_LONG: 'A license plate number has at most 8 letters and digits.',
  PLATE_WITHOUT_STATE: 'Issuing state required with license plate number',
  STATE_WITHOUT_PLATE: 'License plate number required with issuing state',
  STATE_UNKNOWN: 'The issuing state must be a US state or DC.',
  TRACKER_NOT_FOUND: 'The company has no tracker with this serial.',
  TRACKER_IN_USE: 'This tracker is already installed on another asset.',
  TRACKER_IN_FILE: 'Another row of this file installs the same tracker.',
  COLOR_INVALID: 'A colour is written as #rrggbb, for example #1f7a4d.',
  TEXT_TOO_LONG: 'This is longer than 1,000 characters.',
} as const;
export type ImportIssueCode = keyof typeof IMPORT_ISSUES;

export interface ImportIssue {
  code: string;
  message: string;
  details?: string | null;
}

export const importIssue = (code: ImportIssueCode, details?: string): ImportIssue => ({
  code,
  message: IMPORT_ISSUES[code],
  ...(details === undefined ? {} : { details }),
});

/**
 * spec 2 §4 "Issue counts": the dialog counts product and reporting designation issues; Fleet
 * also counts the other fields' (duplicates, bad values), which only deleting the row or fixing
 * the file mends, so none is hidden.
 */
export type ImportIssueArea = 'product' | 'resource' | 'other';
export const issueAreaOf = (field: ImportFieldName): ImportIssueArea =>
  field === 'productId' ? 'product' : field === 'resourceId' ? 'resource' : 'other';
