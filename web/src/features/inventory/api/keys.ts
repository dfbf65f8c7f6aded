import type { InventoryPresetPayload } from '@fleet/domain';

/** Query keys of the inventory pages. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  search: (payload: InventoryPresetPayload) => [...inventoryKeys.all, 'search', payload] as const,
  classAssets: (payload: InventoryPresetPayload, classKey: string) =>
    [...inventoryKeys.all, 'class', classKey, payload] as const,
  presets: () => [...inventoryKeys.all, 'presets'] as const,
};
