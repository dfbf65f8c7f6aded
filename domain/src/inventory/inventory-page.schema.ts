import { z } from 'zod';
import { INVENTORY_FACET_IDS, INVENTORY_QUERY_FIELDS } from './inventory-search';

/** spec 1 §3 "Inventory item", as the inventory query answers it (GraphQL camelCase). */
export const inventoryItem = z.object({
  id: z.number().int(),
  customName: z.string(),
  vendor: z.string(),
  makeName: z.string().nullable(),
  model: z.string().nullable(),
  jobsite: z.string().nullable(),
  address: z.string(),
  inventoryStatus: z.number().int(),
  assetTypeId: z.number().int(),
  assetTypeName: z.string(),
  cannotRent: z.boolean(),
  rentalStatus: z
    .object({
      rentalId: z.number().int(),
      assetId: z.number().int(),
      jobsite: z.string().nullable(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const inventoryFacetEntry = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type InventoryFacetEntry = z.infer<typeof inventoryFacetEntry>;

/** spec 1 §2 "Inventory by class view": one class's counts. */
export const inventoryClassEntry = z.object({
  key: z.string(),
  className: z.string(),
  available: z.number().int(),
  unavailable: z.number().int(),
  onrent: z.number().int(),
  soft_down: z.number().int(),
  hard_down: z.number().int(),
  total: z.number().int(),
});
export type InventoryClassEntry = z.infer<typeof inventoryClassEntry>;

export const inventoryPage = z.object({
  total: z.number().int(),
  searchAfter: z.array(z.string()).nullable(),
  items: z.array(inventoryItem),
  facets: z.array(
    z.object({ identifier: z.enum(INVENTORY_FACET_IDS), entries: z.array(inventoryFacetEntry) }),
  ),
  classes: z.array(inventoryClassEntry),
});
export type InventoryPage = z.infer<typeof inventoryPage>;

export const savedSearchPreset = z.object({
  presetId: z.number().int(),
  presetName: z.string(),
  preset: z.object({
    query_field: z.enum(INVENTORY_QUERY_FIELDS),
    query_value: z.string(),
    branches: z.array(z.string()),
    categories: z.array(z.string()),
    asset_types: z.array(z.string()),
    inventory_statuses: z.array(z.string()),
    vendors: z.array(z.string()),
  }),
});
export type SavedSearchPreset = z.infer<typeof savedSearchPreset>;
