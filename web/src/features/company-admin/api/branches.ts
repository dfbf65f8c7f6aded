import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { branch, market } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { companyBranchKeys } from '../../../lib/company-branches';
import { CACHE_TIME } from '../../../lib/query-client';
import { companyAdminKeys } from './keys';

const marketList = market.array();

export function useMarkets() {
  return useQuery({
    queryKey: companyAdminKeys.markets(),
    queryFn: ({ signal }) => apiRequest('/markets', marketList, { signal }),
    staleTime: CACHE_TIME.normal,
  });
}

export interface BranchFields {
  name?: string;
  active?: boolean;
  market_id?: number | null;
}

/** Branch writes refresh every picker of branches (the forms read them through lib). */
function useBranchWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyBranchKeys.all }),
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCreateBranch() {
  return useBranchWrite((body: BranchFields & { name: string }) =>
    apiRequest('/fleet/company/branches', branch, { method: 'POST', body }),
  );
}

export function useUpdateBranch() {
  return useBranchWrite(({ branchId, patch }: { branchId: number; patch: BranchFields }) =>
    apiRequest(`/fleet/company/branches/${branchId}`, branch, { method: 'PATCH', body: patch }),
  );
}

function useMarketWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminKeys.markets() }),
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCreateMarket() {
  return useMarketWrite((body: { name: string }) =>
    apiRequest('/markets', market, { method: 'POST', body }),
  );
}

export function useRenameMarket() {
  return useMarketWrite(({ marketId, name }: { marketId: number; name: string }) =>
    apiRequest(`/markets/${marketId}`, market, { method: 'PATCH', body: { name } }),
  );
}
