import { useMutation } from '@tanstack/react-query';
import { apiRequestNoContent } from '../../../lib/api-client';

/** Revokes the current token on the server. */
export function logout(): Promise<void> {
  return apiRequestNoContent('/auth/logout', { method: 'POST' });
}

/** Signing out locally happens whatever the server says, so failures stay quiet. */
export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { skipGlobalErrorToast: true } });
}
