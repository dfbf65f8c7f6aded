import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  workOrder,
  workOrderPage,
  type WorkOrder,
  type WorkOrderCreate,
  type WorkOrderListQuery,
  type WorkOrderPage,
  type WorkOrderUpdate,
} from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { serviceKeys } from './service-keys';

function listPath(query: WorkOrderListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/work-orders?${search}` : '/work-orders';
}

/** spec 1 §7 GET work-orders (the card: `work_order_type_id=1&asset_id={id}`). */
export function getWorkOrders(
  query: WorkOrderListQuery,
  signal?: AbortSignal,
): Promise<WorkOrderPage> {
  return apiRequest(listPath(query), workOrderPage, { signal });
}

export const workOrdersOptions = (query: WorkOrderListQuery) =>
  queryOptions({
    queryKey: serviceKeys.workOrderList(query),
    queryFn: ({ signal }) => getWorkOrders(query, signal),
    staleTime: CACHE_TIME.short,
    // The card and the page say 'Error loading work orders…' themselves.
    meta: { skipGlobalErrorToast: true },
  });

export function useWorkOrders(query: WorkOrderListQuery, enabled = true) {
  return useQuery({ ...workOrdersOptions(query), enabled });
}

export function useWorkOrder(workOrderId: number | null) {
  return useQuery({
    queryKey: serviceKeys.workOrder(workOrderId ?? 0),
    queryFn: ({ signal }) => apiRequest(`/work-orders/${workOrderId}`, workOrder, { signal }),
    enabled: workOrderId !== null,
    staleTime: CACHE_TIME.short,
  });
}

/**
 * A work order changed: lists, the order and the asset's upcoming service (closing an interval's
 * order records the service) are read again.
 */
function useInvalidateAfterWrite() {
  const client = useQueryClient();
  return (saved: WorkOrder) =>
    Promise.all([
      client.invalidateQueries({ queryKey: serviceKeys.workOrders() }),
      client.invalidateQueries({ queryKey: serviceKeys.upcoming(saved.asset_id) }),
      client.invalidateQueries({ queryKey: serviceKeys.records(saved.asset_id) }),
    ]);
}

export function useCreateWorkOrder() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: (body: WorkOrderCreate) =>
      apiRequest('/work-orders', workOrder, { method: 'POST', body }),
    onSuccess: invalidate,
    meta: { skipGlobalErrorToast: true },
  });
}

export function useUpdateWorkOrder() {
  const invalidate = useInvalidateAfterWrite();
  return useMutation({
    mutationFn: ({ workOrderId, body }: { workOrderId: number; body: WorkOrderUpdate }) =>
      apiRequest(`/work-orders/${workOrderId}`, workOrder, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}
