import { z } from 'zod';
import { ASSET_TYPE } from '../assets/asset-ids';

/** spec 1 §7 "Inventory GraphQL": the filter identifiers the inventory query takes. */
export const INVENTORY_FILTER_IDS = [
  'BRANCHES',
  'INVENTORY_CATEGORY',
  'ASSET_TYPE_ID',
  'INVENTORY_STATUS',
  'RENTAL_VENDOR',
  'SEARCH_AFTER',
  'INVENTORY_CLASS',
] as const;
export type InventoryFilterId = (typeof INVENTORY_FILTER_IDS)[number];

/** The filters that have facets (SEARCH_AFTER is the cursor, not a choice). */
export const INVENTORY_FACET_IDS = [
  'BRANCHES',
  'INVENTORY_CATEGORY',
  'ASSET_TYPE_ID',
  'INVENTORY_STATUS',
  'RENTAL_VENDOR',
  'INVENTORY_CLASS',
] as const satisfies readonly InventoryFilterId[];
export type InventoryFacetId = (typeof INVENTORY_FACET_IDS)[number];

/** spec 1 §2 "Inventory search page": the search field dropdown. */
export const INVENTORY_QUERY_FIELDS = ['name', 'make', 'model', 'jobsite'] as const;
export type InventoryQueryField = (typeof INVENTORY_QUERY_FIELDS)[number];

/** spec 1 §7: one page holds at most 10,000 assets. */
export const INVENTORY_MAX_PAGE_SIZE = 10_000;

/** A facet key for assets without a branch, category or class. */
export const INVENTORY_NONE_KEY = 'none';

/** Bounds that keep one request cheap: values per filter and characters per value. */
export const INVENTORY_LIMITS = {
  valuesPerFilter: 500,
  valueLength: 200,
  presetNameLength: 100,
  presetBytes: 16 * 1024,
  presetsPerUser: 100,
} as const;

export const ASSET_TYPE_NAMES: Record<number, string> = {
  [ASSET_TYPE.vehicle]: 'Vehicle',
  [ASSET_TYPE.equipment]: 'Equipment',
};

export function assetTypeName(id: number): string {
  return ASSET_TYPE_NAMES[id] ?? 'Other';
}

const filterValue = z.string().trim().min(1).max(INVENTORY_LIMITS.valueLength);

export const inventoryFilter = z.object({
  identifier: z.enum(INVENTORY_FILTER_IDS),
  values: z.array(filterValue).max(INVENTORY_LIMITS.valuesPerFilter),
});
export type InventoryFilter = z.infer<typeof inventoryFilter>;

/** The inventory query's arguments (spec 1 §7); the query value is trimmed, empty means all. */
export const inventorySearch = z.object({
  queryField: z.enum(INVENTORY_QUERY_FIELDS).default('name'),
  queryValue: z
    .string()
    .max(INVENTORY_LIMITS.valueLength)
    .default('')
    .transform((v) => v.trim()),
  filters: z.array(inventoryFilter).max(INVENTORY_FILTER_IDS.length).default([]),
  pageSize: z.number().int().min(1).max(INVENTORY_MAX_PAGE_SIZE).default(INVENTORY_MAX_PAGE_SIZE),
});
export type InventorySearch = z.output<typeof inventorySearch>;
export type InventorySearchInput = z.input<typeof inventorySearch>;

const ids = z
  .array(z.string().trim().min(1).max(INVENTORY_LIMITS.valueLength))
  .max(INVENTORY_LIMITS.valuesPerFilter)
  .default([]);

/**
 * spec 1 §3 "Saved search preset": the inventory filter payload a preset keeps (query_field,
 * query_value, branches[], categories[], asset_types[], inventory_statuses[], vendors[]).
 */
export const inventoryPresetPayload = z.object({
  query_field: z.enum(INVENTORY_QUERY_FIELDS).default('name'),
  query_value: z
    .string()
    .max(INVENTORY_LIMITS.valueLength)
    .default('')
    .transform((v) => v.trim()),
  branches: ids,
  categories: ids,
  asset_types: ids,
  inventory_statuses: ids,
  vendors: ids,
});
export type InventoryPresetPayload = z.output<typeof inventoryPresetPayload>;

export const INVENTORY_PRESET_DOMAIN = 'inventory';

export const savedSearchPresetInput = z.object({
  presetName: z
    .string()
    .trim()
    .min(1, 'Give the search a name.')
    .max(INVENTORY_LIMITS.presetNameLength, 'A search name has at most 100 characters.'),
  preset: inventoryPresetPayload,
});
export type SavedSearchPresetInput = z.input<typeof savedSearchPresetInput>;

/** Which payload list each facet's filter keeps. */
export const PRESET_FILTER_KEYS = {
  BRANCHES: 'branches',
  INVENTORY_CATEGORY: 'categories',
  ASSET_TYPE_ID: 'asset_types',
  INVENTORY_STATUS: 'inventory_statuses',
  RENTAL_VENDOR: 'vendors',
} as const satisfies Partial<Record<InventoryFilterId, keyof InventoryPresetPayload>>;

/** The query's filters for a preset payload (the ones with at least one value). */
export function presetFilters(payload: InventoryPresetPayload): InventoryFilter[] {
  return Object.entries(PRESET_FILTER_KEYS)
    .map(([identifier, key]) => ({
      identifier: identifier as InventoryFilterId,
      values: payload[key],
    }))
    .filter((filter) => filter.values.length > 0);
}

/** `POST fleet/inventory/export`: the search without paging (the file holds every page). */
export const inventoryExportBody = z.strictObject(inventorySearch.omit({ pageSize: true }).shape);
export type InventoryExportBody = z.input<typeof inventoryExportBody>;
