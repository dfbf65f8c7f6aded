import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvParts } from './csv';

describe('csv writer', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Excavator 12')).toBe('Excavator 12');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Yard, North')).toBe('"Yard, North"');
    expect(csvCell('12" pipe')).toBe('"12"" pipe"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tTAB', '\rCR', '=HYPERLINK("http://x","y")'])(
    'never lets a spreadsheet run %j',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted.startsWith("'")).toBe(true);
      expect(unquoted.slice(1)).toBe(value);
    },
  );

  it('quotes a formula cell that also needs quotes, prefix inside the quotes', () => {
    expect(csvCell('=A1,"B"')).toBe(`"'=A1,""B"""`);
  });

  it('writes lines with CRLF and a header first', () => {
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
    expect(
      csvParts(
        ['Name', 'Status'],
        [
          ['A', 'Ready'],
          ['B', null],
        ],
      ).join(''),
    ).toBe('Name,Status\r\nA,Ready\r\nB,\r\n');
  });
});
