import { useMutation } from '@tanstack/react-query';
import { onRentResult, type OnRentBody } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

/** spec 1 §7 POST fleet/inventory/on-rent. */
export function createOnRent(body: OnRentBody) {
  return apiRequest('/fleet/inventory/on-rent', onRentResult, { method: 'POST', body });
}

export function useCreateOnRent() {
  return useMutation({ mutationFn: createOnRent, meta: { skipGlobalErrorToast: true } });
}
