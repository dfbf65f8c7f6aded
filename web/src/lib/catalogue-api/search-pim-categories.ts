import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pimCategory, type PimCategory } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { catalogueKeys } from './catalogue-keys';

const categoryList = z.array(pimCategory);

/** GET /api/pim/categories (spec 2 §7 searchPimCategories): every category, in path order. */
export function searchPimCategories(signal?: AbortSignal): Promise<PimCategory[]> {
  return apiRequest('/pim/categories', categoryList, { signal });
}

export const pimCategoriesOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => searchPimCategories(signal),
    staleTime: CACHE_TIME.normal,
  });

export function usePimCategories() {
  return useQuery(pimCategoriesOptions());
}
