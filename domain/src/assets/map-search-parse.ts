import {
  COMPARISON_OP_SPELLINGS,
  MAP_SEARCH_FIELD_ALIASES,
  MAP_SEARCH_STATE_WORDS,
  describeMapSearchTerm,
  type MapSearch,
  type MapSearchTerm,
} from './map-search-terms';
import { parseSearchNumber, tokenizeMapSearch, type MapSearchToken } from './map-search-tokenize';

// Distributes over the union so each kind keeps its own fields.
type WithoutNegation<T> = T extends MapSearchTerm ? Omit<T, 'negated'> : never;
type PositiveTerm = WithoutNegation<MapSearchTerm>;

/** What reading one term found, and the index of the token after it. */
interface Read {
  term?: PositiveTerm;
  problem?: string;
  next: number;
}

/**
 * Parses the asset map search box (spec 2 §7) into ANDed terms, one chip per term, and
 * problems for the parts it could not read. Total: it never throws, whatever the text.
 */
export function parseMapSearch(text: string): MapSearch {
  const tokens = tokenizeMapSearch(text);
  const search: MapSearch = { terms: [], chips: [], problems: [] };
  let negated = false;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (token === undefined) break;
    if (token.type === 'neg' || isNotKeyword(token, tokens[i + 1])) {
      negated = !negated;
      i += 1;
      continue;
    }
    const read = readTerm(text, tokens, i);
    if (read.term) {
      const term: MapSearchTerm = { ...read.term, negated };
      search.terms.push(term);
      search.chips.push(describeMapSearchTerm(term));
    }
    if (read.problem !== undefined) search.problems.push(read.problem);
    negated = false;
    i = read.next;
  }
  if (negated) search.problems.push('"not" needs a term after it, e.g. "not hauled".');
  return search;
}

/** `not` negates the next term, unless an operator follows (`not > 5` is then free text). */
function isNotKeyword(token: MapSearchToken, next: MapSearchToken | undefined): boolean {
  return token.type === 'word' && token.text.toLowerCase() === 'not' && next?.type !== 'op';
}

function readTerm(text: string, tokens: MapSearchToken[], i: number): Read {
  const token = tokens[i];
  const next = tokens[i + 1];
  switch (token?.type) {
    case undefined:
    case 'neg':
      return { next: i + 1 };
    case 'phrase':
      return readPhrase(token, i);
    case 'op':
      return readStrayOp(token, next, i);
    case 'word':
      if (next?.type === 'op') return readComparison(text, token, next, tokens[i + 2], i);
      return readWord(token, next, i);
  }
}

function readPhrase(token: MapSearchToken & { type: 'phrase' }, i: number): Read {
  const phrase = token.text.trim();
  const read: Read = { next: i + 1 };
  if (phrase !== '') read.term = { kind: 'text', text: phrase };
  if (!token.closed) read.problem = `Missing closing quote after "${phrase}".`;
  return read;
}

function readStrayOp(
  op: MapSearchToken & { type: 'op' },
  next: MapSearchToken | undefined,
  i: number,
): Read {
  const value = next?.type === 'word' ? parseSearchNumber(next.text) : undefined;
  const shown = value === undefined ? `${op.text} 500` : `${op.text} ${value}`;
  return {
    problem: `"${op.text}" needs a field before it, e.g. "hours ${shown}".`,
    next: value === undefined ? i + 1 : i + 2,
  };
}

function readComparison(
  text: string,
  word: MapSearchToken & { type: 'word' },
  op: MapSearchToken & { type: 'op' },
  after: MapSearchToken | undefined,
  i: number,
): Read {
  const field = MAP_SEARCH_FIELD_ALIASES.get(word.text.toLowerCase());
  const valueWord = after?.type === 'word' ? after : undefined;
  if (field === undefined) {
    // Not a field we know: search for the text as typed, e.g. a name like "Pump>5".
    const end = valueWord ? valueWord.end : op.end;
    return {
      term: { kind: 'text', text: text.slice(word.start, end) },
      next: valueWord ? i + 3 : i + 2,
    };
  }
  const value = valueWord ? parseSearchNumber(valueWord.text) : undefined;
  const opValue = COMPARISON_OP_SPELLINGS.get(op.text);
  if (value === undefined || opValue === undefined) {
    const typed = `${word.text} ${op.text}`;
    return { problem: `"${typed}" needs a number after it, e.g. "${typed} 500".`, next: i + 2 };
  }
  return { term: { kind: 'compare', field, op: opValue, value }, next: i + 3 };
}

function readWord(
  word: MapSearchToken & { type: 'word' },
  next: MapSearchToken | undefined,
  i: number,
): Read {
  const lower = word.text.toLowerCase();
  const nextLower = next?.type === 'word' ? next.text.toLowerCase() : '';
  if (lower === 'engine' && (nextLower === 'on' || nextLower === 'off')) {
    return { term: { kind: 'state', state: `engine_${nextLower}` }, next: i + 2 };
  }
  if (lower === 'no' && nextLower === 'tracker') {
    return { term: { kind: 'state', state: 'no_tracker' }, next: i + 2 };
  }
  const state = MAP_SEARCH_STATE_WORDS.get(lower);
  if (state !== undefined) return { term: { kind: 'state', state }, next: i + 1 };
  return { term: { kind: 'text', text: word.text }, next: i + 1 };
}
