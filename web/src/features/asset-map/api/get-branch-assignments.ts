import { useQuery } from '@tanstack/react-query';
import { BRANCH_ASSIGNMENT_TYPE, branchAssignment } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetMapKeys } from './keys';

const assignments = branchAssignment.array();

/**
 * spec 1 §7 GET assets/{id}/branch-assignments?assignment_type_id=2: the asset's rental branch
 * history. Asked only when the card's history is opened, so opening a card costs no call.
 */
export function useRentalBranchHistory(assetId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: assetMapKeys.branchAssignments(assetId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(
        `/assets/${assetId}/branch-assignments?assignment_type_id=${BRANCH_ASSIGNMENT_TYPE.rental}`,
        assignments,
        { signal },
      ),
    staleTime: CACHE_TIME.normal,
  });
}
