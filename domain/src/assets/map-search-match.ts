import { type AssetStatus } from './asset-status.schema';
import { type TrackerDisplayStatus } from './display-status';
import {
  type ComparisonOp,
  type MapSearch,
  type MapSearchField,
  type MapSearchState,
  type MapSearchTerm,
} from './map-search-terms';

export type SearchableAssetStatus = Pick<
  AssetStatus,
  | 'hours'
  | 'odometer'
  | 'speed'
  | 'engine_active'
  | 'is_being_hauled'
  | 'diesel_exhaust_fluid_level'
  | 'regen_state'
  | 'is_locked'
  | 'telemetry'
  | 'city'
  | 'geofences'
>;

/** The facts about one asset that the map search looks at. */
export interface SearchableAsset {
  asset_id: number;
  custom_name: string;
  make: string | null;
  model: string | null;
  serial_number: string | null;
  vin: string | null;
  driver_name: string | null;
  asset_type_id: number;
  has_tracker: boolean;
  /** spec 1 §4 "Tracker display status"; null when there is none to show. */
  display_status: TrackerDisplayStatus | null;
  status: SearchableAssetStatus | null;
}

/** True when the asset satisfies every term (terms are ANDed; no terms match everything). */
export function matchesMapSearch(search: Pick<MapSearch, 'terms'>, item: SearchableAsset): boolean {
  return search.terms.every((term) => matchesTerm(term, item) !== term.negated);
}

function matchesTerm(term: MapSearchTerm, item: SearchableAsset): boolean {
  switch (term.kind) {
    case 'text':
      return matchesText(fold(term.text), item);
    case 'compare': {
      const value = fieldValue(term.field, item.status);
      return value !== null && compareMapSearchValue(value, term.op, term.value);
    }
    case 'state':
      return hasState(term.state, item);
  }
}

export function compareMapSearchValue(left: number, op: ComparisonOp, right: number): boolean {
  switch (op) {
    case '>':
      return left > right;
    case '<':
      return left < right;
    case '=':
      return left === right;
    case '>=':
      return left >= right;
    case '<=':
      return left <= right;
  }
}

function fieldValue(field: MapSearchField, status: SearchableAssetStatus | null): number | null {
  if (status === null) return null;
  switch (field) {
    case 'hours':
      return status.hours;
    case 'odometer':
      return status.odometer;
    case 'speed':
      return status.speed;
    case 'def_level':
      return status.diesel_exhaust_fluid_level;
    case 'regen_state':
      return status.regen_state;
    case 'fuel_level':
      return status.telemetry.fuel_level;
  }
}

function hasState(state: MapSearchState, item: SearchableAsset): boolean {
  switch (state) {
    case 'engine_on':
      return item.status?.engine_active === true;
    case 'engine_off':
      return item.status?.engine_active === false;
    case 'driving':
    case 'idling':
    case 'running':
    case 'off':
      return item.display_status === state;
    case 'hauled':
      return item.status?.is_being_hauled === true;
    case 'locked':
      return item.status?.is_locked === true;
    case 'unlocked':
      return item.status?.is_locked === false;
    case 'no_tracker':
      return !item.has_tracker;
  }
}

/** Case- and spacing-insensitive, so `"cat  320"` still finds "CAT 320". */
const fold = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ');

function matchesText(needle: string, item: SearchableAsset): boolean {
  const { custom_name, make, model, serial_number, vin, driver_name, status } = item;
  // Make and model together too, so a phrase like "cat 320" spans the two fields.
  const makeModel = make !== null && model !== null ? `${make} ${model}` : null;
  // Where it is, too: a dispatcher types the town or the jobsite ("Jefferson City", "Yard").
  const places = [status?.city ?? null, ...(status?.geofences ?? []).map((g) => g.name)];
  const fields = [custom_name, make, model, serial_number, vin, driver_name, makeModel, ...places];
  return fields.some((field) => field !== null && fold(field).includes(needle));
}
