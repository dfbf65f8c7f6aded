import { queryOptions, useQuery } from '@tanstack/react-query';
import { branch } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { REFERENCE_DATA_STALE_MS, assetMapKeys } from './keys';
import { type Parsed } from './parsed';

export type Branch = Parsed<typeof branch>;
const branchList = branch.array();

export function getBranches({ signal }: { signal?: AbortSignal } = {}): Promise<Branch[]> {
  return apiRequest('/fleet/company/branches', branchList, { signal });
}

export function branchesQueryOptions() {
  return queryOptions({
    queryKey: assetMapKeys.branches(),
    queryFn: ({ signal }) => getBranches({ signal }),
    staleTime: REFERENCE_DATA_STALE_MS,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
