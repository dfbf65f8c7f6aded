import { useMutation } from '@tanstack/react-query';
import { loginResponse, type LoginRequest } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

export type LoginResponse = ReturnType<typeof loginResponse.parse>;

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/auth/login', loginResponse, { method: 'POST', body: credentials });
}

/** The sign-in form shows 401/429 messages itself, so the generic toast is off. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { skipGlobalErrorToast: true } });
}
