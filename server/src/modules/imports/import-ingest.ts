import {
  buildRowFields,
  importIssue,
  rowStatusOf,
  type ImportFieldDraft,
  type ImportFieldName,
  type ImportMapping,
  type ImportRowFields,
} from '@fleet/domain/imports';
import {
  hasValidCheckDigit,
  isCheckDigitRequired,
  isVinFormat,
  normalizeLicensePlate,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { ImportSheet } from './import-sheet';
import { findTakenIdentifiers, findTrackersBySerial } from '../asset-create/asset-create.repo';
import {
  findLocationResources,
  findStateNames,
  insertImportRows,
  type NewImportRow,
} from './imports.repo';

const BATCH = 1000;

/** A VIN of the right form, with a correct check digit where North American VINs need one. */
const isValidVin = (vin: string) =>
  isVinFormat(vin) && (!isCheckDigitRequired(vin) || hasValidCheckDigit(vin));

interface IngestContext {
  db: Db;
  companyId: number;
  jobId: string;
  mapping: ImportMapping;
  headers: string[];
}

/**
 * Reads every row of the sheet into import rows, a batch of 1,000 at a time, so memory holds one
 * batch whatever the file's size. Each row gets the checks of the row itself (domain
 * buildRowFields), then, per batch, those against the company's data: its designations by name,
 * its trackers, its serials and VINs; and against the rows before it in the file. The product is
 * left PENDING for the background match. Returns the number of rows.
 */
export async function ingestRows(ctx: IngestContext, sheet: ImportSheet): Promise<number> {
  const states = new Map<string, string>();
  for (const state of await findStateNames(ctx.db)) {
    states.set(state.abbreviation.toLowerCase(), state.abbreviation);
    states.set(state.name.toLowerCase(), state.abbreviation);
  }
  const locations = new Map<string, { resourceId: number; path: string }>();
  for (const resource of await findLocationResources(ctx.db, ctx.companyId)) {
    locations.set(resource.value.toLowerCase(), resource);
    locations.set(resource.path.toLowerCase(), resource);
  }
  const seen = {
    serialNumber: new Set<string>(),
    vin: new Set<string>(),
    tracker: new Set<string>(),
  };
  const columnOf = new Map<ImportFieldName, number>();
  for (const [field, header] of Object.entries(ctx.mapping) as [ImportFieldName, string][]) {
    columnOf.set(field, ctx.headers.indexOf(header));
  }
  const rowContext = {
    states,
    currentYear: new Date().getUTCFullYear(),
    isValidVin,
    normalisePlate: normalizeLicensePlate,
  };

  let batch: {
    rowNumber: number;
    fields: ImportRowFields;
    cells: Partial<Record<ImportFieldName, string>>;
  }[] = [];
  let total = 0;
  const flush = async () => {
    await checkAgainstCompany(
      ctx,
      batch.map((row) => row.fields),
    );
    await insertImportRows(
      ctx.db,
      batch.map((row): NewImportRow => ({
        jobId: ctx.jobId,
        companyId: ctx.companyId,
        rowNumber: row.rowNumber,
        status: rowStatusOf(Object.values(row.fields).map((field) => field.status)),
        fields: row.fields,
        legacyMake: row.cells.make?.trim() || null,
        legacyModel: row.cells.model?.trim() || null,
        legacyYear: row.cells.year?.trim() || null,
      })),
    );
    total += batch.length;
    batch = [];
  };

  for await (const { rowNumber, cells } of sheet.rows) {
    const mapped: Partial<Record<ImportFieldName, string>> = {};
    for (const [field, column] of columnOf) mapped[field] = cells[column] ?? '';
    const fields = buildRowFields(mapped, rowContext);
    resolveLocation(fields, locations);
    flagRepeats(fields, seen);
    batch.push({ rowNumber, fields, cells: mapped });
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return total;
}

function resolveLocation(
  fields: ImportRowFields,
  locations: Map<string, { resourceId: number; path: string }>,
) {
  const field = fields.resourceId;
  if (field.status !== 'PENDING') return;
  const text = field.values[0]?.displayValue ?? '';
  const resource = locations.get(text.toLowerCase());
  fields.resourceId = resource
    ? ready(resource.path, String(resource.resourceId))
    : {
        status: 'NEEDS_ATTENTION',
        issues: [importIssue('RESOURCE_NOT_FOUND')],
        values: field.values,
      };
}

/** A serial, VIN or tracker a row before this one already has: the later row is flagged. */
function flagRepeats(
  fields: ImportRowFields,
  seen: Record<'serialNumber' | 'vin' | 'tracker', Set<string>>,
) {
  const codes = {
    serialNumber: 'SERIAL_IN_FILE',
    vin: 'VIN_IN_FILE',
    tracker: 'TRACKER_IN_FILE',
  } as const;
  for (const name of ['serialNumber', 'vin', 'tracker'] as const) {
    const text = fields[name].values[0]?.displayValue?.toUpperCase();
    if (!text) continue;
    if (seen[name].has(text)) flag(fields[name], codes[name]);
    seen[name].add(text);
  }
}

async function checkAgainstCompany(ctx: IngestContext, rows: ImportRowFields[]) {
  const valuesOf = (name: ImportFieldName) =>
    rows
      .map((fields) => fields[name].values[0]?.displayValue?.toUpperCase())
      .filter((v): v is string => !!v);
  const taken = await findTakenIdentifiers(
    ctx.db,
    ctx.companyId,
    valuesOf('vin'),
    valuesOf('serialNumber'),
  );
  const trackerSerials = rows
    .map((fields) => fields.tracker.values[0]?.displayValue)
    .filter((serial): serial is string => !!serial);
  const trackers = await findTrackersBySerial(ctx.db, ctx.companyId, trackerSerials);
  for (const fields of rows) {
    const serial = fields.serialNumber.values[0]?.displayValue?.toUpperCase();
    if (serial && taken.serials.has(serial)) flag(fields.serialNumber, 'SERIAL_IN_COMPANY');
    const vin = fields.vin.values[0]?.displayValue?.toUpperCase();
    if (vin && taken.vins.has(vin)) flag(fields.vin, 'VIN_IN_COMPANY');
    const trackerSerial = fields.tracker.values[0]?.displayValue;
    if (trackerSerial && fields.tracker.status === 'PENDING') {
      const tracker = trackers.get(trackerSerial);
      fields.tracker = !tracker
        ? {
            status: 'NEEDS_ATTENTION',
            issues: [importIssue('TRACKER_NOT_FOUND')],
            values: fields.tracker.values,
          }
        : tracker.onAsset !== null
          ? {
              status: 'NEEDS_ATTENTION',
              issues: [importIssue('TRACKER_IN_USE')],
              values: fields.tracker.values,
            }
          : ready(trackerSerial, String(tracker.trackerId));
    }
  }
}

const ready = (display: string, value: string): ImportFieldDraft => ({
  status: 'READY',
  issues: [],
  values: [{ displayValue: display, value }],
});

function flag(field: ImportFieldDraft, code: Parameters<typeof importIssue>[0]) {
  field.status = 'NEEDS_ATTENTION';
  field.issues.push(importIssue(code));
}
