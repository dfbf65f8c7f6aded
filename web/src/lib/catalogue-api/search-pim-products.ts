import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  CATALOGUE_LIMITS,
  pimProductPage,
  type PimFilters,
  type PimProduct,
  type PimProductPage,
} from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { catalogueKeys } from './catalogue-keys';

export const NO_PIM_FILTERS: PimFilters = {
  category: [],
  manufacturer: [],
  model: [],
  year: [],
  productId: [],
};

/** GET /api/pim/products (spec 2 §7 searchPimProducts): one page, facets with the first. */
export function searchPimProducts(
  query: string,
  filters: PimFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<PimProductPage> {
  const params = new URLSearchParams();
  if (query.trim()) params.set('query', query.trim());
  if (filters.category.length) params.set('category_id', filters.category.join(','));
  if (filters.manufacturer.length) params.set('manufacturer_id', filters.manufacturer.join(','));
  for (const model of filters.model) params.append('model', model);
  if (filters.year.length) params.set('year', filters.year.join(','));
  if (filters.productId.length) params.set('product_id', filters.productId.join(','));
  // Later pages only add items: their facets would be the first page's again.
  if (pageNumber > 1) params.set('included_facets', '');
  params.set('page_size', String(CATALOGUE_LIMITS.pageSize));
  params.set('page_number', String(pageNumber));
  return apiRequest(`/pim/products?${params.toString()}`, pimProductPage, { signal });
}

export const pimProductsOptions = (query: string, filters: PimFilters) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.products(query, filters),
    queryFn: ({ pageParam, signal }) => searchPimProducts(query, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: PimProductPage, pages: PimProductPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // spec 2 §9: more load while totalItems exceeds what is loaded.
      return last.items.length > 0 && loaded < last.totals.total_items
        ? last.totals.page_number + 1
        : undefined;
    },
    staleTime: CACHE_TIME.short,
    // A new search or filter keeps the last results and facets on screen until it answers.
    placeholderData: keepPreviousData,
  });

export function usePimProducts(query: string, filters: PimFilters) {
  return useInfiniteQuery(pimProductsOptions(query, filters));
}

/** One product by id (the search filtered on it), or null when it is not the company's to see. */
export async function readPimProduct(id: number, signal?: AbortSignal): Promise<PimProduct | null> {
  const page = await searchPimProducts('', { ...NO_PIM_FILTERS, productId: [id] }, 1, signal);
  return page.items[0] ?? null;
}

/** The product a row or an asset is connected to, read once and kept. */
export function usePimProduct(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.product(id ?? 0),
    queryFn: ({ signal }) => readPimProduct(id ?? 0, signal),
    enabled: id !== null,
  });
}
