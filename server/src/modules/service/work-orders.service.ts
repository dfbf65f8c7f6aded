import type { z } from 'zod';
import {
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUS,
  type WorkOrder,
  type WorkOrderPage,
  type workOrderCreate,
  type workOrderListQuery,
  type workOrderUpdate,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { lockWritableAsset } from '../assets/writable-asset';
import { findInterval, findServiceAsset } from './maintenance-groups.repo';
import { assertCanViewService, currentReadings, nowOf } from './service-access';
import * as repo from './work-orders.repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function toDtos(db: Db, companyId: number, rows: repo.WorkOrderListRow[]) {
  const ids = rows.map((row) => row.order.workOrderId);
  const parts = await repo.findOrderParts(db, companyId, ids);
  const creatorIds = [
    ...new Set(rows.flatMap((r) => (r.order.createdBy ? [r.order.createdBy] : []))),
  ];
  const creators = new Map(
    (await repo.findPeople(db, companyId, creatorIds)).map((p) => [p.user_id, p]),
  );
  return rows.map(({ order, assetName, intervalName }): WorkOrder => {
    const id = order.workOrderId;
    return {
      work_order_id: id,
      work_order_status_id: order.workOrderStatusId === WORK_ORDER_STATUS.closed ? 3 : 1,
      work_order_type_id: order.workOrderTypeId,
      description: order.description,
      asset_id: order.assetId,
      asset: { asset_id: order.assetId, custom_name: assetName },
      due_date: iso(order.dueDate),
      date_completed: iso(order.dateCompleted),
      date_created: order.createdAt.toISOString(),
      maintenance_group_interval_id: order.maintenanceGroupIntervalId,
      maintenance_group_interval_name: intervalName,
      service_request_id: order.serviceRequestId,
      created_by: (order.createdBy && creators.get(order.createdBy)) || null,
      user_assignments: parts.assignments
        .filter((a) => a.workOrderId === id)
        .map((a) => ({ user: a.user })),
      work_order_task_list_items: parts.tasks
        .filter((t) => t.workOrderId === id)
        .map((t) => ({
          work_order_task_item_id: t.workOrderTaskItemId,
          position: t.position,
          description: t.description,
          done: t.done,
        })),
      work_order_files: parts.files
        .filter((f) => f.workOrderId === id)
        .map(({ workOrderId: _, ...file }) => file),
    };
  });
}

/** spec 1 §7 GET work-orders: the company's, filtered; open ones first, newest first. */
export async function listWorkOrders(
  deps: AppDeps,
  auth: AuthContext,
  query: z.output<typeof workOrderListQuery>,
): Promise<WorkOrderPage> {
  await assertCanViewService(deps, auth);
  const { rows, total } = await repo.listWorkOrdersPage(
    deps.db,
    auth.companyId,
    {
      workOrderTypeId: query.work_order_type_id,
      assetId: query.asset_id,
      workOrderStatusId: query.work_order_status_id,
    },
    { offset: (query.page - 1) * query.size, limit: query.size },
  );
  return {
    work_orders: await toDtos(deps.db, auth.companyId, rows),
    total,
    page: query.page,
    size: query.size,
  };
}

async function loadDto(db: Db, companyId: number, workOrderId: number): Promise<WorkOrder> {
  const row = await repo.findWorkOrder(db, companyId, workOrderId);
  if (!row) throw notFound();
  const [dto] = await toDtos(db, companyId, [row]);
  if (!dto) throw notFound();
  return dto;
}

export async function getWorkOrder(
  deps: AppDeps,
  auth: AuthContext,
  workOrderId: number,
): Promise<WorkOrder> {
  await assertCanViewService(deps, auth);
  return loadDto(deps.db, auth.companyId, workOrderId);
}

/** What a work order is made of; the caller has checked that every id is the company's. */
export interface NewWorkOrder {
  companyId: number;
  assetId: number;
  description: string;
  workOrderTypeId?: number;
  dueDate?: Date | null;
  maintenanceGroupIntervalId?: number | null;
  serviceRequestId?: number | null;
  createdBy: number | null;
  userIds?: number[];
  taskDescriptions?: string[];
  /** Completed uploads of the company (a service request's files). */
  uploadIds?: number[];
}

/**
 * Makes an open work order with its assigned users and tasks. Takes a `Db` that may be a
 * transaction, so a service request can make its order in the same transaction as itself.
 */
export async function createWorkOrder(db: Db, input: NewWorkOrder): Promise<repo.WorkOrderRow> {
  const order = await repo.insertWorkOrder(db, {
    companyId: input.companyId,
    assetId: input.assetId,
    description: input.description,
    workOrderTypeId: input.workOrderTypeId ?? 1,
    workOrderStatusId: WORK_ORDER_STATUS.open,
    dueDate: input.dueDate ?? null,
    maintenanceGroupIntervalId: input.maintenanceGroupIntervalId ?? null,
    serviceRequestId: input.serviceRequestId ?? null,
    createdBy: input.createdBy,
  });
  const { workOrderId } = order;
  await repo.insertAssignments(
    db,
    (input.userIds ?? []).map((userId) => ({ workOrderId, userId, companyId: input.companyId })),
  );
  await repo.insertTaskItems(
    db,
    (input.taskDescriptions ?? []).map((description, position) => ({
      companyId: input.companyId,
      workOrderId,
      position,
      description,
    })),
  );
  await repo.insertFiles(
    db,
    (input.uploadIds ?? []).map((uploadId) => ({
      workOrderId,
      uploadId,
      companyId: input.companyId,
    })),
  );
  return order;
}

const invalid = (path: string, message: string) =>
  badRequest(message, { issues: [{ path: [path], message }] });

async function assertCompanyUsers(db: Db, companyId: number, userIds: number[]) {
  if ((await repo.countCompanyUsers(db, companyId, userIds)) !== userIds.length) {
    throw invalid('user_ids', WORK_ORDER_MESSAGES.unknownUser);
  }
}

/** An interval a work order names must be one of its asset's group. */
async function assertAssetInterval(
  db: Db,
  companyId: number,
  groupId: number | null,
  intervalId: number | null,
) {
  if (intervalId === null) return;
  if (groupId === null || !(await findInterval(db, companyId, groupId, intervalId))) {
    throw invalid('maintenance_group_interval_id', WORK_ORDER_MESSAGES.unknownInterval);
  }
}

/**
 * POST work-orders: an open general-service order on one of the company's assets in service
 * (an archived one takes no new work: 409; its existing orders can still be closed).
 */
export async function createWorkOrderFor(
  deps: AppDeps,
  auth: AuthContext,
  body: z.output<typeof workOrderCreate>,
): Promise<WorkOrder> {
  await assertCanViewService(deps, auth);
  const order = await deps.db.transaction(async (tx) => {
    const { asset } = await lockWritableAsset(tx, auth.companyId, body.asset_id);
    await assertCompanyUsers(tx, auth.companyId, body.user_ids);
    await assertAssetInterval(
      tx,
      auth.companyId,
      asset.maintenanceGroupId,
      body.maintenance_group_interval_id,
    );
    return createWorkOrder(tx, {
      companyId: auth.companyId,
      assetId: asset.assetId,
      description: body.description,
      workOrderTypeId: body.work_order_type_id,
      dueDate: body.due_date ? new Date(body.due_date) : null,
      maintenanceGroupIntervalId: body.maintenance_group_interval_id,
      createdBy: auth.userId,
      userIds: body.user_ids,
      taskDescriptions: body.task_items.map((t) => t.description),
    });
  });
  return loadDto(deps.db, auth.companyId, order.workOrderId);
}

type TaskItemsBody = NonNullable<z.output<typeof workOrderUpdate>['task_items']>;

/** The order's tasks become the list sent: ids kept and updated, new ones added, others gone. */
async function replaceTaskItems(
  db: Db,
  companyId: number,
  workOrderId: number,
  items: TaskItemsBody,
) {
  const existing = new Set(await repo.listTaskItemIds(db, companyId, workOrderId));
  const keep = items.flatMap((item) =>
    item.work_order_task_item_id ? [item.work_order_task_item_id] : [],
  );
  if (keep.some((id) => !existing.has(id)) || new Set(keep).size !== keep.length) {
    throw invalid('task_items', WORK_ORDER_MESSAGES.unknownTask);
  }
  await repo.deleteTaskItemsExcept(db, companyId, workOrderId, keep);
  const added: Parameters<typeof repo.insertTaskItems>[1] = [];
  for (const [position, item] of items.entries()) {
    const values = { description: item.description, done: item.done, position };
    if (item.work_order_task_item_id) {
      await repo.updateTaskItem(db, companyId, item.work_order_task_item_id, values);
    } else {
      added.push({ ...values, companyId, workOrderId });
    }
  }
  await repo.insertTaskItems(db, added);
}

/**
 * PATCH work-orders/{id}. Closing (status 3) sets date_completed and, for an order of a service
 * interval, writes the asset's service record with its odometer and hours then (the next
 * service counts from it); it also closes the service request the order came from. Reopening
 * (status 1) clears date_completed and takes that record back. docs/SERVICE.md.
 */
export async function updateWorkOrder(
  deps: AppDeps,
  auth: AuthContext,
  workOrderId: number,
  body: z.output<typeof workOrderUpdate>,
): Promise<WorkOrder> {
  await assertCanViewService(deps, auth);
  const { companyId } = auth;
  const written = await deps.db.transaction(async (tx) => {
    const order = await repo.lockWorkOrder(tx, companyId, workOrderId);
    if (!order) throw notFound();
    if (body.user_ids) await assertCompanyUsers(tx, companyId, body.user_ids);
    const intervalId =
      body.maintenance_group_interval_id === undefined
        ? order.maintenanceGroupIntervalId
        : body.maintenance_group_interval_id;
    const asset = await findServiceAsset(tx, companyId, order.assetId);
    if (!asset) throw notFound();
    if (body.maintenance_group_interval_id !== undefined) {
      await assertAssetInterval(tx, companyId, asset.maintenanceGroupId, intervalId);
    }
    const wasClosed = order.workOrderStatusId === WORK_ORDER_STATUS.closed;
    const status = body.work_order_status_id ?? order.workOrderStatusId;
    const closing = !wasClosed && status === WORK_ORDER_STATUS.closed;
    const reopening = wasClosed && status === WORK_ORDER_STATUS.open;
    const now = new Date(nowOf(deps));
    await repo.updateWorkOrder(tx, companyId, workOrderId, {
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.due_date === undefined
        ? {}
        : { dueDate: body.due_date ? new Date(body.due_date) : null }),
      ...(body.maintenance_group_interval_id === undefined
        ? {}
        : { maintenanceGroupIntervalId: intervalId }),
      ...(closing ? { workOrderStatusId: status, dateCompleted: now } : {}),
      ...(reopening ? { workOrderStatusId: status, dateCompleted: null } : {}),
    });
    if (body.user_ids) await repo.replaceAssignments(tx, companyId, workOrderId, body.user_ids);
    if (body.task_items) await replaceTaskItems(tx, companyId, workOrderId, body.task_items);
    if (closing) {
      await repo.setServiceRequestsClosed(tx, companyId, workOrderId, now);
      if (intervalId !== null) {
        const readings = currentReadings(deps, asset.assetId, asset.status);
        await repo.insertServiceRecord(tx, {
          companyId,
          assetId: asset.assetId,
          maintenanceGroupIntervalId: intervalId,
          performedAt: now,
          odometerMiles: readings.odometerMiles,
          engineHours: readings.engineHours,
          workOrderId,
        });
      }
    }
    if (reopening) {
      await repo.setServiceRequestsClosed(tx, companyId, workOrderId, null);
      await repo.deleteServiceRecordsOfOrder(tx, companyId, workOrderId);
    }
    return {
      assetId: asset.assetId,
      isServiceChanged: reopening || (closing && intervalId !== null),
    };
  });
  if (written.isServiceChanged) {
    deps.bus.publish('service.changed', { companyId, assetIds: [written.assetId] });
  }
  return loadDto(deps.db, companyId, workOrderId);
}
