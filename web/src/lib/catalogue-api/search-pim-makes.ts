import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pimMake, type PimMake } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { catalogueKeys } from './catalogue-keys';
const makeList = z.array(pimMake);

/** GET /api/pim/makes (spec 2 §7 searchPimMakes). */
export function searchPimMakes(
  query: string,
  options: { includeDeleted?: boolean; exactMatch?: boolean } = {},
  signal?: AbortSignal,
): Promise<PimMake[]> {
  const params = new URLSearchParams();
  if (query.trim()) params.set('query', query.trim());
  if (options.includeDeleted) params.set('include_deleted', 'true');
  if (options.exactMatch) params.set('exact_match', 'true');
  return apiRequest(`/pim/makes?${params.toString()}`, makeList, { signal });
}

export const pimMakesOptions = (query: string, includeDeleted = false, exactMatch = false) =>
  queryOptions({
    queryKey: catalogueKeys.makeSearch(query, includeDeleted, exactMatch),
    queryFn: ({ signal }) => searchPimMakes(query, { includeDeleted, exactMatch }, signal),
    staleTime: CACHE_TIME.short,
  });

export function usePimMakes(query: string) {
  return useQuery(pimMakesOptions(query));
}

/** The make of exactly this name the company sees, archived ones included (duplicate check). */
export function useSameNameMake(name: string) {
  const trimmed = name.trim();
  return useQuery({ ...pimMakesOptions(trimmed, true, true), enabled: trimmed !== '' });
}
