import type { ImportFieldName } from './import-fields';
import { IMPORT_FIELD_NAMES } from './import-fields';
import { importIssue, type ImportIssue, type ImportIssueCode } from './import-issues';
import type { ImportFieldStatus } from './import-states';

/** A row field as built and stored (spec 2 §3: status, issues, values). */
export interface ImportFieldDraft {
  status: ImportFieldStatus;
  issues: ImportIssue[];
  values: { displayValue: string | null; value: string | null; metadata?: unknown }[];
}
export type ImportRowFields = Record<ImportFieldName, ImportFieldDraft>;

export interface RowFieldContext {
  /** US states and DC: lower-cased abbreviation or name → abbreviation. */
  states: ReadonlyMap<string, string>;
  currentYear: number;
  isValidVin: (vin: string) => boolean;
  normalisePlate: (plate: string) => string;
}

const ready = (display: string, value: string | null = display): ImportFieldDraft => ({
  status: 'READY',
  issues: [],
  values: display === '' ? [] : [{ displayValue: display, value }],
});
const attention = (
  display: string,
  code: ImportIssueCode,
  value: string | null = null,
): ImportFieldDraft => ({
  status: 'NEEDS_ATTENTION',
  issues: [importIssue(code)],
  values: display === '' ? [] : [{ displayValue: display, value }],
});
/** Fields the server resolves against the company's data (catalogue, designations, trackers). */
const pending = (display: string): ImportFieldDraft => ({
  status: 'PENDING',
  issues: [],
  values: display === '' ? [] : [{ displayValue: display, value: null }],
});

const NUMBER = /^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$/;
const COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A row's fields from its mapped cells, with every check that needs only the row itself
 * (docs/IMPORT.md "Row checks"). The product, the reporting designation and the tracker are left
 * PENDING for the server, which also flags serials and VINs seen before.
 */
export function buildRowFields(
  cells: Partial<Record<ImportFieldName, string>>,
  ctx: RowFieldContext,
): ImportRowFields {
  const cell = (name: ImportFieldName) => (cells[name] ?? '').trim();
  const fields = {} as ImportRowFields;
  for (const name of IMPORT_FIELD_NAMES) fields[name] = ready(cell(name));

  const name = cell('name');
  if (name === '') fields.name = attention('', 'NAME_REQUIRED');
  else if (name.length > 100) fields.name = attention(name, 'NAME_TOO_LONG');

  const year = cell('year');
  if (year !== '') {
    const value = Number(year);
    fields.year =
      Number.isInteger(value) && value >= 1900 && value <= ctx.currentYear + 1
        ? ready(year, String(value))
        : attention(year, 'YEAR_INVALID');
  }
  for (const meter of ['hours', 'miles'] as const) {
    const text = cell(meter);
    if (text !== '') {
      fields[meter] = NUMBER.test(text)
        ? ready(text, text.replace(/,/g, ''))
        : attention(text, 'NUMBER_INVALID');
    }
  }
  const dot = cell('dotNumber');
  if (dot !== '' && !/^\d{1,8}$/.test(dot)) fields.dotNumber = attention(dot, 'DOT_INVALID');

  const vin = cell('vin').toUpperCase();
  if (vin !== '') fields.vin = ctx.isValidVin(vin) ? ready(vin) : attention(vin, 'VIN_INVALID');
  const serial = cell('serialNumber');
  if (serial !== '') fields.serialNumber = ready(serial);

  buildPlate(fields, cell('licensePlateNumber'), cell('licensePlateIssuingState'), ctx);

  const color = cell('color');
  if (color !== '')
    fields.color = COLOR.test(color)
      ? ready(color, color.toLowerCase())
      : attention(color, 'COLOR_INVALID');
  const notes = cell('notes');
  if (notes.length > 1000) fields.notes = attention(notes.slice(0, 1000), 'TEXT_TOO_LONG');

  fields.productId = pending(cell('productId'));
  fields.resourceId =
    cell('resourceId') === '' ? attention('', 'RESOURCE_EMPTY') : pending(cell('resourceId'));
  if (cell('tracker') !== '') fields.tracker = pending(cell('tracker'));
  return fields;
}

/** spec 2 §5 "License plate number": normalised, at most 8, and given with its state. */
function buildPlate(
  fields: ImportRowFields,
  plateText: string,
  stateText: string,
  ctx: RowFieldContext,
) {
  const plate = plateText === '' ? '' : ctx.normalisePlate(plateText);
  const state = stateText === '' ? undefined : ctx.states.get(stateText.toLowerCase());
  if (plateText !== '') {
    fields.licensePlateNumber =
      plate.length === 0 || plate.length > 8
        ? attention(plateText, 'PLATE_TOO_LONG')
        : stateText === ''
          ? attention(plateText, 'PLATE_WITHOUT_STATE', plate)
          : ready(plateText, plate);
  }
  if (stateText !== '') {
    fields.licensePlateIssuingState =
      state === undefined
        ? attention(stateText, 'STATE_UNKNOWN')
        : plateText === ''
          ? attention(stateText, 'STATE_WITHOUT_PLATE', state)
          : ready(stateText, state);
  }
}

/** The value a field will give the asset (null when empty or not yet resolved). */
export const fieldValue = (field: ImportFieldDraft | undefined): string | null =>
  field?.values[0]?.value ?? null;
export const fieldDisplay = (field: ImportFieldDraft | undefined): string | null =>
  field?.values[0]?.displayValue ?? null;
