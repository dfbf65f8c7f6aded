import { describe, expect, it } from 'vitest';
import { parseMapSearch } from './map-search-parse';
import { type MapSearchTerm } from './map-search-terms';

const terms = (text: string): MapSearchTerm[] => parseMapSearch(text).terms;
const compare = (field: string, op: string, value: number, negated = false) => ({
  kind: 'compare',
  field,
  op,
  value,
  negated,
});
const state = (name: string, negated = false) => ({ kind: 'state', state: name, negated });
const text = (value: string, negated = false) => ({ kind: 'text', text: value, negated });

describe('parseMapSearch: comparisons', () => {
  it.each([
    ['hour > 500', compare('hours', '>', 500)],
    ['hours>500', compare('hours', '>', 500)],
    ['mile<1000', compare('odometer', '<', 1000)],
    ['miles = 12', compare('odometer', '=', 12)],
    ['deflevel >= 80', compare('def_level', '>=', 80)],
    ['regen>0', compare('regen_state', '>', 0)],
    ['speed > 45', compare('speed', '>', 45)],
    ['fuel < 20', compare('fuel_level', '<', 20)],
    ['fuel<=20', compare('fuel_level', '<=', 20)],
  ])('reads %j', (input, expected) => {
    expect(terms(input)).toEqual([expected]);
  });

  it('accepts every spacing around the operator and any letter case', () => {
    for (const input of ['hours>=500', 'hours >=500', 'hours>= 500', '  HOURS  >=  500  ']) {
      expect(terms(input)).toEqual([compare('hours', '>=', 500)]);
    }
  });

  it('reads decimals, negatives, thousands separators and the ==, =>, =< slips', () => {
    expect(terms('speed > 2.5')).toEqual([compare('speed', '>', 2.5)]);
    expect(terms('regen>-1')).toEqual([compare('regen_state', '>', -1)]);
    expect(terms('mile < 1,000')).toEqual([compare('odometer', '<', 1000)]);
    expect(terms('hours == 5')).toEqual([compare('hours', '=', 5)]);
    expect(terms('hours => 5')).toEqual([compare('hours', '>=', 5)]);
    expect(terms('hours =< 5')).toEqual([compare('hours', '<=', 5)]);
  });

  it('keeps an unknown field with an operator as free text, as typed', () => {
    expect(terms('temp > 50')).toEqual([text('temp > 50')]);
    expect(terms('Pump>5 hours>1')).toEqual([text('Pump>5'), compare('hours', '>', 1)]);
  });
});

describe('parseMapSearch: text and keywords', () => {
  it('splits free text on spaces and keeps quoted phrases together', () => {
    expect(terms('cat "cat 320"  loader')).toEqual([text('cat'), text('cat 320'), text('loader')]);
    expect(terms('\u201cJohn Deere\u201d')).toEqual([text('John Deere')]);
    expect(terms('"off" "engine on"')).toEqual([text('off'), text('engine on')]);
    expect(terms('""')).toEqual([]);
  });

  it.each([
    ['engine on', 'engine_on'],
    ['Engine OFF', 'engine_off'],
    ['driving', 'driving'],
    ['idling', 'idling'],
    ['running', 'running'],
    ['off', 'off'],
    ['hauled', 'hauled'],
    ['lock', 'locked'],
    ['locked', 'locked'],
    ['unlocked', 'unlocked'],
    ['no tracker', 'no_tracker'],
  ])('reads the keyword %j', (input, expected) => {
    expect(terms(input)).toEqual([state(expected)]);
  });

  it('leaves half keywords and bare field names as text', () => {
    expect(terms('engine no hours')).toEqual([text('engine'), text('no'), text('hours')]);
  });

  it('ANDs every term in order', () => {
    expect(terms('engine on hours>500 "cat 320" -hauled')).toEqual([
      state('engine_on'),
      compare('hours', '>', 500),
      text('cat 320'),
      state('hauled', true),
    ]);
  });
});

describe('parseMapSearch: negation', () => {
  it('negates a term after a leading - or not', () => {
    expect(terms('-hauled')).toEqual([state('hauled', true)]);
    expect(terms('not engine on')).toEqual([state('engine_on', true)]);
    expect(terms('NOT speed>0')).toEqual([compare('speed', '>', 0, true)]);
    expect(terms('-"cat 320" -loader')).toEqual([text('cat 320', true), text('loader', true)]);
    expect(terms('not -locked')).toEqual([state('locked')]);
  });

  it('does not take a minus inside a word or before a number as negation', () => {
    expect(terms('F-150 -5')).toEqual([text('F-150'), text('-5')]);
  });
});

describe('parseMapSearch: chips', () => {
  it('describes each term for the UI', () => {
    expect(parseMapSearch('hour > 500 deflevel>=80 -hauled mile<=9 "cat 320"').chips).toEqual([
      'Engine hours > 500',
      'DEF level ≥ 80',
      'Not: Being hauled',
      'Odometer (mi) ≤ 9',
      'Contains "cat 320"',
    ]);
    expect(parseMapSearch('not engine on regen=2 fuel<20 speed>45 no tracker').chips).toEqual([
      'Not: Engine on',
      'Regen state = 2',
      'Fuel level < 20',
      'Speed (mph) > 45',
      'No tracker',
    ]);
  });
});

describe('parseMapSearch: problems', () => {
  it('reports a comparison with no number and keeps the other terms', () => {
    const search = parseMapSearch('hour > driving');
    expect(search.problems).toEqual(['"hour >" needs a number after it, e.g. "hour > 500".']);
    expect(search.terms).toEqual([state('driving')]);
    expect(parseMapSearch('deflevel>=').problems).toEqual([
      '"deflevel >=" needs a number after it, e.g. "deflevel >= 500".',
    ]);
    expect(parseMapSearch('hours > 1e999').problems).toHaveLength(1);
  });

  it('reports an operator with no field', () => {
    const search = parseMapSearch('> 500 loader');
    expect(search.problems).toEqual(['">" needs a field before it, e.g. "hours > 500".']);
    expect(search.terms).toEqual([text('loader')]);
  });

  it('reports a dangling not and an unclosed quote', () => {
    expect(parseMapSearch('hauled not').problems).toEqual([
      '"not" needs a term after it, e.g. "not hauled".',
    ]);
    const unclosed = parseMapSearch('"cat 320');
    expect(unclosed.terms).toEqual([text('cat 320')]);
    expect(unclosed.problems).toEqual(['Missing closing quote after "cat 320".']);
  });

  it('gives nothing at all for blank text', () => {
    expect(parseMapSearch('   ')).toEqual({ terms: [], chips: [], problems: [] });
  });
});
