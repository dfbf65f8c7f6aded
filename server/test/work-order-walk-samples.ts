import type { TestApp } from './harness';

/**
 * Valid bodies for the work-order and service-group writes, shared by the walks (tenancy, bad
 * input), so each walk reaches the route's own checks rather than stopping at validation.
 */
export function workOrderWriteSamples(note: string): Record<string, object> {
  return {
    'POST /api/work-orders': { asset_id: 1, description: note },
    'PATCH /api/work-orders/:workOrderId': { description: note },
    'POST /api/maintenance-groups': { name: note, intervals: [{ name: note, time_days: 30 }] },
    'PATCH /api/maintenance-groups/:maintenanceGroupId': { name: note },
    'POST /api/maintenance-groups/:maintenanceGroupId/intervals': { name: note, time_days: 30 },
    'PATCH /api/maintenance-groups/:maintenanceGroupId/intervals/:intervalId': { time_days: 30 },
    'PUT /api/maintenance-groups/:maintenanceGroupId/assets': { asset_ids: [] },
  };
}

/** A work order, a service group and one of its intervals of the token's company (demo data). */
export async function workOrderWalkIds(t: TestApp, token: string): Promise<Record<string, string>> {
  const get = async <T>(url: string) => (await t.call(token, { method: 'GET', url })).json<T>();
  const orders = await get<{ work_orders: Array<{ work_order_id: number }> }>(
    '/api/work-orders?size=1',
  );
  const [group] = await get<
    Array<{
      maintenance_group_id: number;
      intervals: Array<{ maintenance_group_interval_id: number }>;
    }>
  >('/api/maintenance-groups');
  return {
    workOrderId: String(orders.work_orders[0]?.work_order_id),
    maintenanceGroupId: String(group?.maintenance_group_id),
    intervalId: String(group?.intervals[0]?.maintenance_group_interval_id),
  };
}

/** The same ids as numbers, for the fuzz walk's samples. */
export async function workOrderFuzzSamples(t: TestApp, token: string) {
  const ids = await workOrderWalkIds(t, token);
  return {
    workOrderId: [Number(ids.workOrderId)],
    maintenanceGroupId: [Number(ids.maintenanceGroupId)],
    intervalId: [Number(ids.intervalId)],
    // A new group needs an interval measured some way: one such reaches the service.
    intervals: [[{ name: 'Fuzz interval', time_days: 30 }]],
  };
}
