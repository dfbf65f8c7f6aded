import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { resource, type Resource } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { catalogueKeys } from './catalogue-keys';

export const resourceList = z.array(resource);

/** GET /api/resources/tree (spec 2 §7 getResourceTree). */
export function getResourceTree(signal?: AbortSignal): Promise<Resource[]> {
  return apiRequest('/resources/tree', resourceList, { signal });
}

export const resourceTreeOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.resourceTree(),
    queryFn: ({ signal }) => getResourceTree(signal),
    staleTime: CACHE_TIME.normal,
    // The picker says 'A problem occurred loading reporting designations' itself.
    meta: { skipGlobalErrorToast: true },
  });

export function useResourceTree() {
  return useQuery(resourceTreeOptions());
}
