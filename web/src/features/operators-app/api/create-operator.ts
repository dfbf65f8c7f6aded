import { useMutation } from '@tanstack/react-query';
import { operator, type CreateOperatorBody } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST operators: a new driver. */
export function createOperator(body: CreateOperatorBody) {
  return apiRequest('/operators', operator, { method: 'POST', body });
}

export function useCreateOperator() {
  return useMutation({ mutationFn: createOperator });
}
