import { useMutation } from '@tanstack/react-query';
import { pimProduct, type PimProduct } from '@fleet/domain';
import { apiRequest } from '../api-client';

/** PUT /api/assets/{id}/product: the Update Product flyout's choice. */
export function useSetAssetProduct(assetId: number) {
  return useMutation({
    mutationFn: (productId: number): Promise<PimProduct> =>
      apiRequest(`/assets/${assetId}/product`, pimProduct, {
        method: 'PUT',
        body: { product_id: productId },
      }),
    meta: { skipGlobalErrorToast: true },
  });
}
