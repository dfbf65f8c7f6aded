import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, loginResponse } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

export type LoginResponse = ReturnType<typeof loginResponse.parse>;

/** Loaded when someone signs in, not with the page (see login-schemas.ts). */
export const loadLoginSchemas = () => import('./login-schemas');

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const schemas = await loadLoginSchemas();
  return apiRequest('/auth/login', schemas.loginResponse, { method: 'POST', body: credentials });
}

/** The sign-in form shows 401/429 messages itself, so the generic toast is off. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { skipGlobalErrorToast: true } });
}
