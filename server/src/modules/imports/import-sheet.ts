import { IMPORT_LIMITS } from '@fleet/domain/imports';
import { badRequest } from '../../platform/errors';
import { readSheetRows, type SheetKind } from './spreadsheet-read';

/** A checked sheet: its headers and its data rows, each with its row number in the file. */
export interface ImportSheet {
  headers: string[];
  rows: AsyncGenerator<{ rowNumber: number; cells: string[] }>;
}

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/**
 * Reads a sheet's header row and checks it, then hands out its data rows, each checked as it
 * is read (docs/IMPORT.md "Files"): the same cell count as the header, no cell over the length
 * limit, no more rows than the limit. The first problem stops the read with a sentence naming
 * the row, so nothing is built from a file that is half right.
 */
export async function openImportSheet(bytes: Buffer, kind: SheetKind): Promise<ImportSheet> {
  const source = readSheetRows(bytes, kind);
  const first = await source.next();
  if (first.done === true)
    throw badRequest('The file is empty: it has no header row and no assets.');
  const headers = checkedHeaders(first.value);
  return { headers, rows: checkedRows(source, headers) };
}

function checkedHeaders(cells: string[]): string[] {
  const headers = trimTrailingBlanks(cells.map((cell) => cell.trim()));
  if (headers.length === 0)
    throw badRequest('The first row must name the columns, and it is blank.');
  if (headers.length > IMPORT_LIMITS.maxColumns) {
    throw badRequest(
      `The file has ${headers.length} columns; an import takes at most ${IMPORT_LIMITS.maxColumns}.`,
    );
  }
  const seen = new Set<string>();
  return headers.map((header, index) => {
    const name = header === '' ? `Column ${index + 1}` : header.slice(0, 100);
    if (seen.has(name.toLowerCase())) {
      throw badRequest(
        `The column “${name}” appears twice in the header row; give each column its own name.`,
      );
    }
    seen.add(name.toLowerCase());
    return name;
  });
}

async function* checkedRows(
  source: AsyncGenerator<string[]>,
  headers: string[],
): AsyncGenerator<{ rowNumber: number; cells: string[] }> {
  let rowNumber = 1;
  let dataRows = 0;
  for await (const raw of source) {
    rowNumber += 1;
    const cells = trimTrailingBlanks(raw.map((cell) => cell.trim()));
    if (cells.length === 0) continue;
    if (cells.length > headers.length) {
      throw badRequest(
        `Row ${rowNumber} has ${plural(cells.length, 'cell')} but the header names ${plural(headers.length, 'column')}; a separator or a quote may be out of place.`,
      );
    }
    const long = cells.findIndex((cell) => cell.length > IMPORT_LIMITS.maxCellLength);
    if (long >= 0) {
      throw badRequest(
        `Row ${rowNumber}, column “${headers[long]}” is longer than ${IMPORT_LIMITS.maxCellLength.toLocaleString('en-US')} characters; a quote may be left open.`,
      );
    }
    dataRows += 1;
    if (dataRows > IMPORT_LIMITS.maxRows) {
      throw badRequest(
        `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} assets; split it into files of at most that many rows.`,
      );
    }
    while (cells.length < headers.length) cells.push('');
    yield { rowNumber, cells };
  }
  if (dataRows === 0) throw badRequest('The file has a header row but no assets below it.');
}

/** Spreadsheets often pad rows with empty cells; they are not cells of the row. */
function trimTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
}
