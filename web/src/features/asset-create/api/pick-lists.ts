import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { branch, organization, state, trackerListItem } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetCreateKeys } from './keys';

/** The form's pick lists: each is read when the form opens and kept while it is used. */

export const branchesOptions = () =>
  queryOptions({
    queryKey: assetCreateKeys.branches(),
    queryFn: ({ signal }) => apiRequest('/fleet/company/branches', z.array(branch), { signal }),
    staleTime: CACHE_TIME.normal,
  });

/** spec 2 §5 "Issuing state list: US states plus DC" (GET /api/states). */
export const statesOptions = () =>
  queryOptions({
    queryKey: assetCreateKeys.states(),
    queryFn: ({ signal }) => apiRequest('/states', z.array(state), { signal }),
    staleTime: CACHE_TIME.long,
  });

/** The company's groups (spec 2 §7 "Organizations (groups)"). */
export const groupsOptions = () =>
  queryOptions({
    queryKey: assetCreateKeys.groups(),
    queryFn: ({ signal }) => apiRequest('/organizations', z.array(organization), { signal }),
    staleTime: CACHE_TIME.short,
  });

/** The company's trackers that are on no asset: the ones a new asset can get. */
export const freeTrackersOptions = () =>
  queryOptions({
    queryKey: assetCreateKeys.freeTrackers(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/trackers', z.array(trackerListItem), { signal })).filter(
        (tracker) => tracker.asset === null,
      ),
    staleTime: CACHE_TIME.short,
  });

export const useBranchOptions = () => useQuery(branchesOptions());
export const useStateOptions = () => useQuery(statesOptions());
export const useGroupOptions = () => useQuery(groupsOptions());
export const useFreeTrackers = () => useQuery(freeTrackersOptions());
