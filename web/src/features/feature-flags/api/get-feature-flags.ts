import { queryOptions, useQuery } from '@tanstack/react-query';
import { featureFlags } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';

export type FeatureFlagsResponse = ReturnType<typeof featureFlags.parse>;

export const featureFlagsQueryKey = ['feature-flags'] as const;

/** The flags resolved for the signed-in user (company value, then the user's override). */
export function getFeatureFlags({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FeatureFlagsResponse> {
  return apiRequest('/feature-flags', featureFlags, { signal });
}

export function featureFlagsQueryOptions() {
  return queryOptions({
    queryKey: featureFlagsQueryKey,
    queryFn: getFeatureFlags,
    staleTime: CACHE_TIME.long,
  });
}

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions());
}
