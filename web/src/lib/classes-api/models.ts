import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { modelsListPage, type ModelsListPage } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { classesKeys } from './classes-keys';

/** spec 2 §7 GET models: catalogue models whose "make model" holds every word of `query`. */
export function getModels(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ModelsListPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (query.trim()) params.set('query', query.trim());
  return apiRequest(`/models?${params.toString()}`, modelsListPage, { signal });
}

/** A page of models for a search box (the previous page stays while the next loads). */
export function useModels(query: string, page = 1, enabled = true) {
  return useQuery({
    queryKey: classesKeys.models(query.trim(), page),
    queryFn: ({ signal }) => getModels(query, page, signal),
    staleTime: CACHE_TIME.normal,
    placeholderData: keepPreviousData,
    enabled,
  });
}
