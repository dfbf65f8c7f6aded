import { COMPARISON_OP_SPELLINGS } from './map-search-terms';

/** A piece of the search box text; `start`/`end` index into it so raw slices can be kept. */
export type MapSearchToken =
  | { type: 'word'; text: string; start: number; end: number }
  | { type: 'phrase'; text: string; closed: boolean; start: number; end: number }
  | { type: 'op'; text: string; start: number; end: number }
  | { type: 'neg'; start: number; end: number };

// Straight and typographic quotes: phones and word processors swap them in.
const QUOTES = new Set(['"', '\u201c', '\u201d']);
const OP_CHARS = new Set(['<', '>', '=']);

const isSpace = (ch: string): boolean => /\s/.test(ch);
const endsWord = (ch: string): boolean => isSpace(ch) || QUOTES.has(ch) || OP_CHARS.has(ch);

/**
 * Splits search text into words, quoted phrases, operators and negation marks. Operators split
 * words, so `hours>500` and `hours > 500` give the same tokens. Never throws.
 */
export function tokenizeMapSearch(text: string): MapSearchToken[] {
  const tokens: MapSearchToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (isSpace(ch)) {
      i += 1;
    } else if (QUOTES.has(ch)) {
      i = readPhrase(text, i, tokens);
    } else if (OP_CHARS.has(ch)) {
      const pair = text.slice(i, i + 2);
      const op = COMPARISON_OP_SPELLINGS.has(pair) ? pair : ch;
      tokens.push({ type: 'op', text: op, start: i, end: i + op.length });
      i += op.length;
    } else if (ch === '-' && startsNegatedTerm(text.charAt(i + 1))) {
      tokens.push({ type: 'neg', start: i, end: i + 1 });
      i += 1;
    } else {
      let end = i + 1;
      while (end < text.length && !endsWord(text.charAt(end))) end += 1;
      tokens.push({ type: 'word', text: text.slice(i, end), start: i, end });
      i = end;
    }
  }
  return tokens;
}

/** A leading `-` negates unless it begins a number (`-5`) or stands alone. */
function startsNegatedTerm(next: string): boolean {
  return next !== '' && !isSpace(next) && !OP_CHARS.has(next) && !/[\d.]/.test(next);
}

function readPhrase(text: string, open: number, tokens: MapSearchToken[]): number {
  let close = open + 1;
  while (close < text.length && !QUOTES.has(text.charAt(close))) close += 1;
  const closed = close < text.length;
  const end = closed ? close + 1 : close;
  tokens.push({ type: 'phrase', text: text.slice(open + 1, close), closed, start: open, end });
  return end;
}

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED_NUMBER = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** Decimal numbers as people type them (`500`, `-2.5`, `1,000`, `1e3`); undefined otherwise. */
export function parseSearchNumber(text: string): number | undefined {
  if (!PLAIN_NUMBER.test(text) && !GROUPED_NUMBER.test(text)) return undefined;
  const value = Number(text.replaceAll(',', ''));
  return Number.isFinite(value) ? value : undefined;
}
