import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiToken, apiTokenCreated, emailMessage, integrationsInfo } from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { companyAdminKeys } from './keys';

const emailList = emailMessage.array();
const tokenList = apiToken.array();

/** The company's emails, newest first (admins only, so asked only by them). */
export function useEmails({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyAdminKeys.emails(),
    enabled,
    queryFn: ({ signal }) => apiRequest('/company-admin/emails', emailList, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useIntegrations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyAdminKeys.integrations(),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/company-admin/integrations', integrationsInfo, { signal }),
    staleTime: CACHE_TIME.long,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useApiTokens({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyAdminKeys.apiTokens(),
    enabled,
    queryFn: ({ signal }) => apiRequest('/company-admin/api-tokens', tokenList, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

function useTokenWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminKeys.apiTokens() }),
    meta: { skipGlobalErrorToast: true },
  });
}

export function useCreateApiToken() {
  return useTokenWrite((name: string) =>
    apiRequest('/company-admin/api-tokens', apiTokenCreated, { method: 'POST', body: { name } }),
  );
}

export function useRevokeApiToken() {
  return useTokenWrite((apiTokenId: number) =>
    apiRequestNoContent(`/company-admin/api-tokens/${apiTokenId}`, { method: 'DELETE' }),
  );
}
