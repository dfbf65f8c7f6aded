import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  company,
  companyFeatureFlags,
  companyPreferences,
  type FeatureFlagName,
  type companyPreferencesUpdate,
} from '@fleet/domain';
import type { z } from 'zod';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { companyPreferenceKeys } from '../../../lib/company-preferences';
import { CACHE_TIME } from '../../../lib/query-client';
import { companyAdminKeys } from './keys';

/** The signed-in shell's company query (features/companies): its key's first part. */
const COMPANY_QUERY_ROOT = ['companies'] as const;

/** PATCH company-preferences; the shell's copy (useAccess().preferences) follows. */
export function useSaveCompanyPreferences(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: z.infer<typeof companyPreferencesUpdate>) =>
      apiRequest(`/companies/${companyId}/company-preferences`, companyPreferences, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: (saved) => queryClient.setQueryData(companyPreferenceKeys.one(companyId), saved),
    meta: { skipGlobalErrorToast: true },
  });
}

/** PATCH the company's time zone; every page showing company time follows. */
export function useSaveTimezone(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timezone: string) =>
      apiRequest(`/companies/${companyId}`, company, { method: 'PATCH', body: { timezone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_ROOT }),
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCompanyFlags(companyId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyAdminKeys.flags(companyId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`/companies/${companyId}/feature-flags`, companyFeatureFlags, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

/** The flags the signed-in user sees may change too: the shell reads them again. */
const MY_FLAGS_ROOT = ['feature-flags'] as const;

export function useSetFlag(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      flag,
      userId,
      enabled,
    }: {
      flag: FeatureFlagName;
      /** Absent: the company's value; present: that user's override (null removes it). */
      userId?: number;
      enabled: boolean | null;
    }) => {
      const path =
        userId === undefined
          ? `/companies/${companyId}/feature-flags/${flag}`
          : `/users/${userId}/feature-flags/${flag}`;
      return enabled === null
        ? apiRequestNoContent(path, { method: 'DELETE' })
        : apiRequestNoContent(path, { method: 'PUT', body: { enabled } });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyAdminKeys.flags(companyId) });
      await queryClient.invalidateQueries({ queryKey: MY_FLAGS_ROOT });
    },
    meta: { skipGlobalErrorToast: true },
  });
}
