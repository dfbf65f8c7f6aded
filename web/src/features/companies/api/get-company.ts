import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { company, type Company } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';

export const companyQueryKey = (companyId: number | undefined) => ['companies', companyId] as const;

export function getCompany(
  companyId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Company> {
  return apiRequest(`/companies/${companyId}`, company, { signal });
}

export function companyQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: companyQueryKey(companyId),
    queryFn:
      companyId === undefined ? skipToken : ({ signal }) => getCompany(companyId, { signal }),
    staleTime: CACHE_TIME.long,
  });
}

export function useCompany(companyId: number | undefined) {
  return useQuery(companyQueryOptions(companyId));
}
