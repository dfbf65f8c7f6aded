import { z } from 'zod';
import {
  INVENTORY_QUERY_FIELDS,
  type PRESET_FILTER_KEYS,
  type InventoryFilter,
  type InventoryPresetPayload,
} from '@fleet/domain';
import {
  oneOfParam,
  sortParam,
  textParam,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

/** A list of values in one parameter: `branches=1,2`; each value URI-encoded (vendor names). */
const listParam = () =>
  z.codec(z.string().max(4000), z.array(z.string()).max(500), {
    decode: (text) => (text === '' ? [] : text.split(',').map((part) => decodeURIComponent(part))),
    encode: (values) => values.map((v) => encodeURIComponent(v)).join(','),
  });

export const INVENTORY_COLUMNS = [
  'name',
  'vendor',
  'make',
  'model',
  'jobsite',
  'location',
  'status',
  'rental',
] as const;
export type InventoryColumn = (typeof INVENTORY_COLUMNS)[number];

/** spec 1 §2 "Inventory search page" state in the URL, so a reload shows the same search. */
export const inventoryUrlSchema = z.object({
  field: oneOfParam(INVENTORY_QUERY_FIELDS),
  q: textParam(),
  branches: listParam(),
  categories: listParam(),
  asset_types: listParam(),
  inventory_statuses: listParam(),
  vendors: listParam(),
  view: oneOfParam(['list', 'class'] as const),
  sort: sortParam(INVENTORY_COLUMNS),
});
export type InventoryUrlState = UrlState<typeof inventoryUrlSchema>;

export const DEFAULT_INVENTORY_STATE: InventoryUrlState = {
  field: 'name',
  q: '',
  branches: [],
  categories: [],
  asset_types: [],
  inventory_statuses: [],
  vendors: [],
  view: 'list',
  sort: { id: 'name', desc: false },
};

/** The five filter popovers, in the order spec 1 §2 lists them. */
export const FILTER_POPOVERS = [
  { identifier: 'BRANCHES', label: 'Branches', key: 'branches' },
  { identifier: 'INVENTORY_CATEGORY', label: 'Categories', key: 'categories' },
  { identifier: 'ASSET_TYPE_ID', label: 'Asset Type', key: 'asset_types' },
  { identifier: 'INVENTORY_STATUS', label: 'Statuses', key: 'inventory_statuses' },
  { identifier: 'RENTAL_VENDOR', label: 'Vendors', key: 'vendors' },
] as const satisfies ReadonlyArray<{
  identifier: keyof typeof PRESET_FILTER_KEYS;
  label: string;
  key: (typeof PRESET_FILTER_KEYS)[keyof typeof PRESET_FILTER_KEYS];
}>;

/** What the URL's search asks of the server (the preset payload is the same shape). */
export function toPayload(state: InventoryUrlState): InventoryPresetPayload {
  return {
    query_field: state.field,
    query_value: state.q.trim(),
    branches: state.branches,
    categories: state.categories,
    asset_types: state.asset_types,
    inventory_statuses: state.inventory_statuses,
    vendors: state.vendors,
  };
}

/** The URL state a saved search restores (the view and sort stay as they are). */
export function fromPayload(payload: InventoryPresetPayload): Partial<InventoryUrlState> {
  return {
    field: payload.query_field,
    q: payload.query_value,
    branches: payload.branches,
    categories: payload.categories,
    asset_types: payload.asset_types,
    inventory_statuses: payload.inventory_statuses,
    vendors: payload.vendors,
  };
}

/** The query's filters of a search (the ones with values), plus any extra (class, cursor). */
export function toFilters(
  payload: InventoryPresetPayload,
  extra: InventoryFilter[] = [],
): InventoryFilter[] {
  const chosen = FILTER_POPOVERS.map(({ identifier, key }) => ({
    identifier,
    values: payload[key],
  })).filter((filter) => filter.values.length > 0);
  return [...chosen, ...extra];
}
