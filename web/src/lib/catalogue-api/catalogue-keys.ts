import type { PimFilters } from '@fleet/domain';

/** Query keys of the catalogue calls (spec 2 §7 "Import and catalogue"). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (query: string, filters: PimFilters) =>
    [...catalogueKeys.all, 'products', query, filters] as const,
  product: (id: number) => [...catalogueKeys.all, 'product', id] as const,
  makes: () => [...catalogueKeys.all, 'makes'] as const,
  makeSearch: (query: string, includeDeleted: boolean, exactMatch: boolean) =>
    [...catalogueKeys.makes(), query, includeDeleted, exactMatch] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  resourceTree: () => [...catalogueKeys.all, 'resource-tree'] as const,
  assetResources: (assetId: number) => [...catalogueKeys.all, 'asset-resources', assetId] as const,
};
