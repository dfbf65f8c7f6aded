import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  INVENTORY_MAX_PAGE_SIZE,
  inventoryPage,
  type InventoryFilter,
  type InventoryPage,
  type InventoryPresetPayload,
} from '@fleet/domain';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/graphql-request';
import { CACHE_TIME } from '../../../lib/query-client';
import { toFilters } from '../model/inventory-url';
import { inventoryKeys } from './keys';

const ITEM_FIELDS = `items { id customName vendor makeName model jobsite address inventoryStatus
  assetTypeId assetTypeName cannotRent rentalStatus { rentalId assetId jobsite startDate endDate } }`;

const inventoryQuery = (fields: string) => `query Inventory($queryField: String,
  $queryValue: String, $filters: [InventoryFilter!], $pageSize: Int) {
  inventory(queryField: $queryField, queryValue: $queryValue, filters: $filters,
    pageSize: $pageSize) { ${fields} }
}`;

/** spec 1 §7 "Inventory GraphQL": the fields the inventory screens read. */
export const INVENTORY_QUERY = inventoryQuery(`total searchAfter ${ITEM_FIELDS}
  facets { identifier entries { key label count } }
  classes { key className available unavailable onrent soft_down hard_down total }`);

const answer = z.object({ inventory: inventoryPage });

export interface InventoryRequest {
  payload: InventoryPresetPayload;
  /** Filters beyond the search's own: a class, the cursor. */
  extra?: InventoryFilter[];
  pageSize?: number;
}

export async function getInventory(
  { payload, extra = [], pageSize = INVENTORY_MAX_PAGE_SIZE }: InventoryRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InventoryPage> {
  const variables = {
    queryField: payload.query_field,
    queryValue: payload.query_value,
    filters: toFilters(payload, extra),
    pageSize,
  };
  const { inventory } = await graphqlRequest(INVENTORY_QUERY, variables, answer, { signal });
  return inventory;
}

const afterFilter = (after: string[] | null): InventoryFilter[] =>
  after ? [{ identifier: 'SEARCH_AFTER', values: after }] : [];

/**
 * The inventory of a search, 10,000 assets a page (spec 1 §7); "Load more" asks for the next
 * page after the last one's cursor.
 */
export function inventoryQueryOptions(payload: InventoryPresetPayload, classKey?: string) {
  const classFilter: InventoryFilter[] = classKey
    ? [{ identifier: 'INVENTORY_CLASS', values: [classKey] }]
    : [];
  return infiniteQueryOptions({
    queryKey: classKey
      ? inventoryKeys.classAssets(payload, classKey)
      : inventoryKeys.search(payload),
    queryFn: ({ pageParam, signal }) =>
      getInventory({ payload, extra: [...classFilter, ...afterFilter(pageParam)] }, { signal }),
    initialPageParam: null as string[] | null,
    getNextPageParam: (last) => last.searchAfter,
    staleTime: CACHE_TIME.short,
    // The rows and the filters' options stay while the next search loads: an open filter
    // keeps its options under the pointer.
    placeholderData: keepPreviousData,
  });
}

export function useInventory(payload: InventoryPresetPayload, classKey?: string) {
  return useInfiniteQuery(inventoryQueryOptions(payload, classKey));
}
