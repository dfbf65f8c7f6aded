/**
 * The vocabulary of the asset map search (spec 2 §7 "Asset map search"): numeric fields,
 * comparison operators and state keywords, with the labels the UI shows as chips.
 */

export const MAP_SEARCH_FIELDS = [
  'hours',
  'odometer',
  'speed',
  'def_level',
  'regen_state',
  'fuel_level',
] as const;
export type MapSearchField = (typeof MAP_SEARCH_FIELDS)[number];

// Maps, not object literals, so words like `constructor` never hit Object.prototype.
function table<T>(entries: Record<string, T>): ReadonlyMap<string, T> {
  return new Map(Object.entries(entries));
}

/** What a user may type for each field; matched case-insensitively. */
export const MAP_SEARCH_FIELD_ALIASES: ReadonlyMap<string, MapSearchField> = table({
  hour: 'hours',
  hours: 'hours',
  mile: 'odometer',
  miles: 'odometer',
  speed: 'speed',
  deflevel: 'def_level',
  regen: 'regen_state',
  fuel: 'fuel_level',
});

export const MAP_SEARCH_FIELD_LABELS: Readonly<Record<MapSearchField, string>> = {
  hours: 'Engine hours',
  odometer: 'Odometer (mi)',
  speed: 'Speed (mph)',
  def_level: 'DEF level',
  regen_state: 'Regen state',
  fuel_level: 'Fuel level',
};

export const COMPARISON_OPS = ['>', '<', '=', '>=', '<='] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

/** Typed spellings, including the common slips `==`, `=>` and `=<`. */
export const COMPARISON_OP_SPELLINGS: ReadonlyMap<string, ComparisonOp> = table({
  '>': '>',
  '<': '<',
  '=': '=',
  '==': '=',
  '>=': '>=',
  '=>': '>=',
  '<=': '<=',
  '=<': '<=',
});

const OP_CHIP: Readonly<Record<ComparisonOp, string>> = {
  '>': '>',
  '<': '<',
  '=': '=',
  '>=': '≥',
  '<=': '≤',
};

export const MAP_SEARCH_STATES = [
  'engine_on',
  'engine_off',
  'driving',
  'idling',
  'running',
  'off',
  'hauled',
  'locked',
  'unlocked',
  'no_tracker',
] as const;
export type MapSearchState = (typeof MAP_SEARCH_STATES)[number];

/** One-word keywords; `engine on|off` and `no tracker` take two words and are parsed apart. */
export const MAP_SEARCH_STATE_WORDS: ReadonlyMap<string, MapSearchState> = table({
  driving: 'driving',
  idling: 'idling',
  running: 'running',
  off: 'off',
  hauled: 'hauled',
  lock: 'locked',
  locked: 'locked',
  unlocked: 'unlocked',
  'no-tracker': 'no_tracker',
});

export const MAP_SEARCH_STATE_LABELS: Readonly<Record<MapSearchState, string>> = {
  engine_on: 'Engine on',
  engine_off: 'Engine off',
  driving: 'Driving',
  idling: 'Idling',
  running: 'Running',
  off: 'Off',
  hauled: 'Being hauled',
  locked: 'Locked',
  unlocked: 'Unlocked',
  no_tracker: 'No tracker',
};

/** Every term may be negated (`-hauled`, `not engine on`); negation is a plain complement. */
export type MapSearchTerm =
  | { kind: 'text'; text: string; negated: boolean }
  | { kind: 'compare'; field: MapSearchField; op: ComparisonOp; value: number; negated: boolean }
  | { kind: 'state'; state: MapSearchState; negated: boolean };

/** Terms are ANDed; `chips[i]` describes `terms[i]`; problems never stop the other terms. */
export interface MapSearch {
  terms: MapSearchTerm[];
  chips: string[];
  problems: string[];
}

export function describeMapSearchTerm(term: MapSearchTerm): string {
  const label = baseLabel(term);
  return term.negated ? `Not: ${label}` : label;
}

function baseLabel(term: MapSearchTerm): string {
  switch (term.kind) {
    case 'text':
      return `Contains "${term.text}"`;
    case 'compare':
      return `${MAP_SEARCH_FIELD_LABELS[term.field]} ${OP_CHIP[term.op]} ${term.value}`;
    case 'state':
      return MAP_SEARCH_STATE_LABELS[term.state];
  }
}
