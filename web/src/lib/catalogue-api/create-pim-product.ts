import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PimProductCreate } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { catalogueKeys } from './catalogue-keys';

const created = z.object({ id: z.number() });

/** POST /api/pim/products (spec 2 §7 createPimProduct) → the new product's id. */
export function createPimProduct(body: PimProductCreate): Promise<{ id: number }> {
  return apiRequest('/pim/products', created, { method: 'POST', body });
}

export function useCreatePimProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPimProduct,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
    meta: { skipGlobalErrorToast: true },
  });
}
