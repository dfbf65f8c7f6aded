/**
 * CSV text a spreadsheet opens as plain data (RFC 4180): fields with a comma, quote or line
 * break are quoted and their quotes doubled; lines end with CRLF.
 *
 * Formula-safe: a cell starting with = + - @, a tab or a carriage return would be run as a
 * formula by a spreadsheet (a name like "=HYPERLINK(…)" typed into an asset). Such a value
 * gets a leading single quote, which spreadsheets show as text and never evaluate.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours (counts, ids), never a formula: a negative number stays a number.
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The file's lines, one string per row: a Blob takes the array of parts as it is. */
export function csvParts(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string[] {
  const parts = [csvLine(header)];
  for (const row of rows) parts.push(csvLine(row));
  return parts;
}
