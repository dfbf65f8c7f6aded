import { queryOptions, skipToken } from '@tanstack/react-query';
import { companyPreferences } from '@fleet/domain';
import { apiRequest } from './api-client';
import { CACHE_TIME } from './query-client';

export const companyPreferenceKeys = {
  one: (companyId: number | undefined) => ['company-preferences', companyId] as const,
};

/**
 * spec 1 §7 GET /companies/{companyId}/company-preferences: company-wide settings screens obey
 * (hide_details hides locations and the Service and Off-rent actions, spec 1 §6). Read once with
 * the signed-in access data (useAccess().preferences), so no screen asks for them on opening.
 */
export function companyPreferencesQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: companyPreferenceKeys.one(companyId),
    queryFn:
      companyId === undefined
        ? skipToken
        : ({ signal }) =>
            apiRequest(`/companies/${companyId}/company-preferences`, companyPreferences, {
              signal,
            }),
    staleTime: CACHE_TIME.normal,
  });
}
