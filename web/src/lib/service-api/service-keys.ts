import type { WorkOrderListQuery } from '@fleet/domain';

/** Query keys of work orders, service groups and upcoming service (card and /service page). */
export const serviceKeys = {
  all: ['service'] as const,
  workOrders: () => [...serviceKeys.all, 'work-orders'] as const,
  workOrderList: (query: WorkOrderListQuery) =>
    [...serviceKeys.workOrders(), 'list', query] as const,
  workOrder: (workOrderId: number) => [...serviceKeys.workOrders(), 'one', workOrderId] as const,
  upcoming: (assetId: number) => [...serviceKeys.all, 'upcoming', assetId] as const,
  records: (assetId: number) => [...serviceKeys.all, 'records', assetId] as const,
  groups: () => [...serviceKeys.all, 'groups'] as const,
};
