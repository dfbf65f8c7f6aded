import { IMPORT_FIELDS, type ImportRow, type ImportRowField } from '@fleet/domain/imports';

/** spec 2 §2 dialog tabs: All rows (1), Clean rows (2), Rows with issues (3). */
export type ReviewTab = 1 | 2 | 3;

/** Completed rows leave the list; clean rows are READY; issues NEEDS_ATTENTION or FAILED. */
export function rowsOfTab(rows: readonly ImportRow[], tab: ReviewTab): ImportRow[] {
  return rows.filter((row) =>
    tab === 2
      ? row.status === 'READY'
      : tab === 3
        ? row.status === 'NEEDS_ATTENTION' || row.status === 'FAILED'
        : row.status !== 'COMPLETED',
  );
}

export const fieldOf = (row: ImportRow, name: string): ImportRowField | undefined =>
  row.fields.find((field) => field.name === name);

/** The legacy year, make and model the file gave, for the 'Maybe: …' hint (spec 2 §2). */
export function legacyLabel(row: ImportRow): string | null {
  const parts = [row.legacy_year, row.legacy_make_name, row.legacy_model_name].filter(
    (part): part is string => part !== null && part !== '',
  );
  return parts.length === 0 ? null : parts.join(' ');
}

/** A near match the background match suggests (kept in the product field's metadata). */
export function suggestionOf(row: ImportRow): { productId: number; label: string } | null {
  const metadata = fieldOf(row, 'productId')?.values[0]?.metadata as
    { suggestion?: { productId: number; label: string } } | undefined;
  return metadata?.suggestion ?? null;
}

/** What the detail panel shows for a field: its text, or two dashes (spec 2 §2). */
export function displayOf(row: ImportRow, name: string): string {
  const value = fieldOf(row, name)?.values[0];
  return value?.display_value ?? value?.value ?? '--';
}

export const DETAIL_FIELDS = IMPORT_FIELDS.map((field) => ({
  name: field.name,
  label: field.label,
}));

export interface IssueGroup {
  area: 'product' | 'resource' | 'other';
  label: string;
  rowIds: number[];
}

/**
 * spec 2 §4: product issues grouped by product label (the file's year, make and model), rows
 * with a designation problem as 'Empty' (or the name the file gave); other fields' issues by
 * their sentence, which only deleting the row or fixing the file mends.
 */
export function issueGroups(rows: readonly ImportRow[]): IssueGroup[] {
  const groups = new Map<string, IssueGroup>();
  const add = (area: IssueGroup['area'], label: string, rowId: number) => {
    const key = `${area}:${label}`;
    const group = groups.get(key) ?? { area, label, rowIds: [] };
    group.rowIds.push(rowId);
    groups.set(key, group);
  };
  for (const row of rows) {
    if (row.status === 'COMPLETED') continue;
    for (const field of row.fields) {
      if (field.status !== 'NEEDS_ATTENTION') continue;
      if (field.name === 'productId') add('product', legacyLabel(row) ?? 'Unknown', row.row_id);
      else if (field.name === 'resourceId') {
        add('resource', field.values[0]?.display_value ?? 'Empty', row.row_id);
      } else {
        for (const issue of field.issues) add('other', issue.message, row.row_id);
      }
    }
    for (const issue of row.issues) add('other', issue.message, row.row_id);
  }
  return [...groups.values()].sort((a, b) => b.rowIds.length - a.rowIds.length);
}

/** spec 2 §9: the issue badge shows at most 999. */
export const badgeCount = (count: number) => (count > 999 ? '999+' : String(count));

/** Letters and digits, lower case: 'CAT' and 'Cat.' compare equal. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Rows whose file says another year, make or model than the product chosen for them: the
 * 'Different product information' confirm lists them (spec 2 §2). A make compares as a prefix
 * either way, so 'CAT' agrees with 'Caterpillar'; a row the file gave none of never differs.
 */
export function rowsDifferingFrom(
  rows: readonly ImportRow[],
  product: { make: string; model: string; year: number | null },
): ImportRow[] {
  const make = squash(product.make);
  const model = squash(product.model);
  return rows.filter((row) => {
    const rowMake = squash(row.legacy_make_name ?? '');
    const rowModel = squash(row.legacy_model_name ?? '');
    const rowYear = Number(row.legacy_year ?? '');
    const makeDiffers = rowMake !== '' && !make.startsWith(rowMake) && !rowMake.startsWith(make);
    const modelDiffers = rowModel !== '' && rowModel !== model;
    const yearDiffers = rowYear > 0 && product.year !== null && rowYear !== product.year;
    return makeDiffers || modelDiffers || yearDiffers;
  });
}
