import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchStatus, searchableAsset } from './map-search.fixture';
import { matchesMapSearch } from './map-search-match';
import { parseMapSearch } from './map-search-parse';
import { COMPARISON_OPS, MAP_SEARCH_FIELD_ALIASES, type ComparisonOp } from './map-search-terms';

// An oracle written apart from the matcher, so a slip there cannot hide here.
const direct: Record<ComparisonOp, (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
};

const ALIASES = [...MAP_SEARCH_FIELD_ALIASES.keys()];

// Text built from the grammar's own pieces reaches far more parser paths than random strings.
const searchish = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ALIASES, 'not', 'engine', 'on', 'off', 'no', 'tracker', 'hauled'),
      fc.constantFrom('>', '<', '=', '>=', '<=', '==', '=>', '-', '"', '\u201c', ' ', '  '),
      fc.double().map(String),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const spacing = fc.constantFrom('', ' ', '  ');
const value = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true }));
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
// 'same' makes the reading equal the typed number, so `=`, `>=` and `<=` meet their edge.
const reading = fc.oneof(
  fc.constant(null),
  fc.constant('same' as const),
  finite,
  fc.integer({ min: -1e6, max: 1e6 }),
);

describe('parseMapSearch properties', () => {
  it('is total: never throws, one chip per term, problems are strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), searchish), (text) => {
        const search = parseMapSearch(text);
        expect(search.chips).toHaveLength(search.terms.length);
        expect(search.problems.every((problem) => typeof problem === 'string')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('matches `field op n` exactly as the direct comparison does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALIASES),
        fc.constantFrom(...COMPARISON_OPS),
        fc.tuple(spacing, spacing),
        finite,
        reading,
        fc.boolean(),
        (alias, op, [before, after], n, typed, negate) => {
          const actual = typed === 'same' ? n : typed;
          const search = parseMapSearch(`${negate ? '-' : ''}${alias}${before}${op}${after}${n}`);
          expect(search.problems).toEqual([]);
          const field = MAP_SEARCH_FIELD_ALIASES.get(alias);
          const status = searchStatus({
            hours: field === 'hours' ? actual : null,
            odometer: field === 'odometer' ? actual : null,
            speed: field === 'speed' ? actual : null,
            diesel_exhaust_fluid_level: field === 'def_level' ? actual : null,
            regen_state: field === 'regen_state' ? actual : null,
            fuel_level: field === 'fuel_level' ? actual : null,
          });
          const expected = actual !== null && direct[op](actual, n);
          const matched = matchesMapSearch(search, searchableAsset({ status }));
          expect(matched).toBe(negate ? !expected : expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads any typed number back as that number', () => {
    fc.assert(
      fc.property(value.filter(Number.isFinite), (n) => {
        const [term] = parseMapSearch(`hours<=${n}`).terms;
        // === rather than toEqual: String(-0) is "0", and -0 === 0.
        expect(term?.kind === 'compare' && term.value === n).toBe(true);
      }),
    );
  });
});
