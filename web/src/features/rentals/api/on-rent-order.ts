import { useMutation, useQuery } from '@tanstack/react-query';
import { order, type Order } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

/** spec 1 §7 GET /rsp/orders/{id}: the job or phase to prefill the Edit Rental form with. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return apiRequest(`/rsp/orders/${orderId}`, order, { signal });
}

export function useOrder(orderId: number | null) {
  return useQuery({
    queryKey: onRentKeys.order(orderId ?? 0),
    queryFn: ({ signal }) => getOrder(orderId ?? 0, signal),
    enabled: orderId !== null,
    staleTime: CACHE_TIME.none,
    // Never prefill a form from a copy read before the last save.
    gcTime: 0,
    meta: { skipGlobalErrorToast: true },
  });
}

/** spec 1 §7 PATCH rsp/orders/{id}: the job or phase, null to clear it. */
export function patchOrderJob({ orderId, jobId }: { orderId: number; jobId: number | null }) {
  return apiRequest(`/rsp/orders/${orderId}`, order, { method: 'PATCH', body: { job_id: jobId } });
}

export function usePatchOrderJob() {
  return useMutation({ mutationFn: patchOrderJob, meta: { skipGlobalErrorToast: true } });
}
