import { useQuery } from '@tanstack/react-query';
import { branch } from '@fleet/domain';
import { apiRequest } from './api-client';

const branchList = branch.array();
export type CompanyBranch = ReturnType<typeof branchList.parse>[number];

export const companyBranchKeys = { all: ['company-branches'] as const };

/** spec 1 §9 / spec 2 §9: branch data is read again only when older than a minute. */
const BRANCHES_STALE_MS = 60_000;

/** The company's branches (spec 2 §7 GET fleet/company/branches) for the pickers of forms. */
export function useCompanyBranches() {
  return useQuery({
    queryKey: companyBranchKeys.all,
    queryFn: ({ signal }) => apiRequest('/fleet/company/branches', branchList, { signal }),
    staleTime: BRANCHES_STALE_MS,
    // The form that asks says the spec's sentence ('There was a problem fetching branches…').
    meta: { skipGlobalErrorToast: true },
  });
}
