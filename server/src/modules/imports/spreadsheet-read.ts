import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { IMPORT_LIMITS } from '@fleet/domain/imports';
import { AppError, badRequest } from '../../platform/errors';

/** The spreadsheet kinds the import reads (docs/IMPORT.md "Files"). */
export type SheetKind = '.csv' | '.xlsx';

/**
 * A spreadsheet's rows as arrays of trimmed cell texts, the header row first, read as a stream so
 * a large file never becomes one array in memory. Every problem is a 400 with a sentence that
 * names the row; nothing is read past the first one.
 */
export function readSheetRows(bytes: Buffer, kind: SheetKind): AsyncGenerator<string[]> {
  return kind === '.csv' ? csvRows(bytes) : xlsxRows(bytes);
}

const NOT_A_WORKBOOK =
  'The file could not be read as an Excel workbook (.xlsx). Save it again from your spreadsheet, or export it as CSV.';

const utf8 = new TextDecoder('utf-8', { fatal: true });

async function* csvRows(bytes: Buffer): AsyncGenerator<string[]> {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw badRequest(
      'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” and upload it again.',
    );
  }
  // Excel writes a byte order mark before a UTF-8 CSV; it is not part of the first header.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  yield* csvTextRows(text);
}

/**
 * Papaparse over the text a chunk at a time: each chunk's rows are handed out, then the parser
 * resumes. (Its Node stream mode re-joins text per row and takes minutes on 100,000 rows.)
 */
async function* csvTextRows(text: string): AsyncGenerator<string[]> {
  const state: {
    pending: string[][] | null;
    isDone: boolean;
    parser: Papa.Parser | null;
    wake: (() => void) | null;
  } = { pending: null, isDone: false, parser: null, wake: null };
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    chunkSize: 256 * 1024,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      state.pending = results.data;
      state.parser = parser;
      parser.pause();
      state.wake?.();
    },
    complete: () => {
      state.isDone = true;
      state.wake?.();
    },
  });
  for (;;) {
    const rows = state.pending;
    if (rows !== null) {
      state.pending = null;
      for (const cells of rows) yield cells.map((cell) => String(cell));
      state.parser?.resume();
      continue;
    }
    if (state.isDone) return;
    await new Promise<void>((resolve) => {
      state.wake = resolve;
    });
    state.wake = null;
  }
}

/**
 * ExcelJS's streaming reader now and then loses the workbook part of a file it reads from memory
 * (its zip entries' streams race; about one read in 300 of the same bytes fails with a TypeError
 * before the first row). The bytes are in memory, so a read that fails before giving a row is
 * tried again; a file that is truly not a workbook fails every time and gets the sentence.
 */
const XLSX_READ_TRIES = 3;

async function* xlsxRows(bytes: Buffer): AsyncGenerator<string[]> {
  checkUnpackedSize(bytes);
  for (let attempt = 1; ; attempt++) {
    let hasGivenRow = false;
    try {
      for await (const cells of firstWorksheetRows(bytes)) {
        hasGivenRow = true;
        yield cells;
      }
      return;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (hasGivenRow || attempt >= XLSX_READ_TRIES) throw badRequest(NOT_A_WORKBOOK);
    }
  }
}

/** The first worksheet's rows; the others are never read. */
async function* firstWorksheetRows(bytes: Buffer): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      // ExcelJS's values are 1-based and sparse; a gap is an empty cell.
      for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
      yield cells;
    }
    return;
  }
}

/**
 * A cell as the person sees it. A formula gives its last computed result, never the formula,
 * so nothing imported can run later; dates become ISO days.
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (typeof value === 'object') {
    const cell = value as {
      result?: unknown;
      formula?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      error?: unknown;
    };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('formula' in cell || 'sharedFormula' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error !== undefined) return '';
  }
  return '';
}

/**
 * A zip bomb guard: the workbook is unpacked once, counting bytes and keeping none, and refused
 * when it would unpack to more than the limit. Sizes a zip declares can lie; this counts what
 * really comes out.
 */
function checkUnpackedSize(bytes: Buffer): void {
  let total = 0;
  let isTooLarge = false;
  let entries = 0;
  const unzip = new Unzip((file) => {
    entries += 1;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      total += chunk.length;
      if (total > IMPORT_LIMITS.maxUnpackedBytes && !isTooLarge) {
        isTooLarge = true;
        file.terminate();
      }
    };
    if (!isTooLarge) file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    throw badRequest(NOT_A_WORKBOOK);
  }
  if (isTooLarge) {
    throw badRequest(
      `The workbook unpacks to more than ${IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024} MB, more than any sheet of 100,000 assets needs; it was not read.`,
    );
  }
  if (entries === 0) {
    throw badRequest(NOT_A_WORKBOOK);
  }
}
