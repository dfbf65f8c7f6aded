import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitation, invitationPreview, loginResponse, type InvitationCreate } from '@fleet/domain';
import { apiRequest, apiRequestNoContent } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { companyAdminKeys } from './keys';

const invitationList = invitation.array();

/** Invitations not yet accepted or withdrawn (admins and managers). */
export function useInvitations({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: companyAdminKeys.invitations(),
    enabled,
    queryFn: ({ signal }) => apiRequest('/company-admin/invitations', invitationList, { signal }),
    staleTime: CACHE_TIME.short,
    meta: { skipGlobalErrorToast: true },
  });
}

/** Sending and withdrawing change the pending list and the email outbox. */
function useInvitationWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyAdminKeys.invitations() });
      await queryClient.invalidateQueries({ queryKey: companyAdminKeys.emails() });
    },
    meta: { skipGlobalErrorToast: true },
  });
}

export function useInvite() {
  return useInvitationWrite((body: InvitationCreate) =>
    apiRequest('/company-admin/invitations', invitation, { method: 'POST', body }),
  );
}

export function useWithdrawInvitation() {
  return useInvitationWrite((invitationId: number) =>
    apiRequestNoContent(`/company-admin/invitations/${invitationId}`, { method: 'DELETE' }),
  );
}

/** The accept page: public, the link's token is the key. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiRequest(`/public/invitations/${encodeURIComponent(token)}`, invitationPreview, { signal }),
    staleTime: CACHE_TIME.none,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      apiRequest(`/public/invitations/${encodeURIComponent(token)}/accept`, loginResponse, {
        method: 'POST',
        body,
      }),
    meta: { skipGlobalErrorToast: true },
  });
}
