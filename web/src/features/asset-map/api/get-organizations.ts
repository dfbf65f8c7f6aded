import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { REFERENCE_DATA_STALE_MS, assetMapKeys } from './keys';
import { type Parsed } from './parsed';
import { organization } from '@fleet/domain';

export type Organization = Parsed<typeof organization>;
const organizationList = organization.array();

/** The company's groups (spec 2 §7 "Organizations (groups)"). */
export function getOrganizations({ signal }: { signal?: AbortSignal } = {}): Promise<
  Organization[]
> {
  return apiRequest('/organizations', organizationList, { signal });
}

export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: assetMapKeys.organizations(),
    queryFn: ({ signal }) => getOrganizations({ signal }),
    staleTime: REFERENCE_DATA_STALE_MS,
    // The page decides: without groups the map still works, so a failure is not an alarm.
    meta: { skipGlobalErrorToast: true },
  });
}

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
