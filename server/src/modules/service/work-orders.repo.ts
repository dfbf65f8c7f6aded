import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assetServiceRecords,
  assets,
  maintenanceGroupIntervals,
  serviceRequests,
  uploads,
  users,
  workOrderFiles,
  workOrderTaskItems,
  workOrderUserAssignments,
  workOrders,
} from '../../db/schema/index';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;
export type TaskItemRow = typeof workOrderTaskItems.$inferSelect;

export interface WorkOrderFilter {
  workOrderTypeId?: number | undefined;
  assetId?: number | undefined;
  workOrderStatusId?: number | undefined;
}

const filterOf = (companyId: number, filter: WorkOrderFilter): SQL | undefined =>
  and(
    eq(workOrders.companyId, companyId),
    filter.workOrderTypeId === undefined
      ? undefined
      : eq(workOrders.workOrderTypeId, filter.workOrderTypeId),
    filter.assetId === undefined ? undefined : eq(workOrders.assetId, filter.assetId),
    filter.workOrderStatusId === undefined
      ? undefined
      : eq(workOrders.workOrderStatusId, filter.workOrderStatusId),
  );

/** Work orders with their asset's name and interval's name, newest first. */
const selectOrders = (db: Db) =>
  db
    .select({
      order: workOrders,
      assetName: assets.customName,
      intervalName: maintenanceGroupIntervals.name,
    })
    .from(workOrders)
    .innerJoin(assets, eq(assets.assetId, workOrders.assetId))
    .leftJoin(
      maintenanceGroupIntervals,
      eq(
        maintenanceGroupIntervals.maintenanceGroupIntervalId,
        workOrders.maintenanceGroupIntervalId,
      ),
    );
export type WorkOrderListRow = Awaited<
  ReturnType<ReturnType<typeof selectOrders>['execute']>
>[number];

export async function listWorkOrdersPage(
  db: Db,
  companyId: number,
  filter: WorkOrderFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: WorkOrderListRow[]; total: number }> {
  const where = filterOf(companyId, filter);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(asc(workOrders.workOrderStatusId), desc(workOrders.workOrderId))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ n: count() }).from(workOrders).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findWorkOrder(
  db: Db,
  companyId: number,
  workOrderId: number,
): Promise<WorkOrderListRow | undefined> {
  const [row] = await selectOrders(db).where(
    and(eq(workOrders.companyId, companyId), eq(workOrders.workOrderId, workOrderId)),
  );
  return row;
}

/** The order's row locked until the transaction ends, so two closes cannot both write a record. */
export async function lockWorkOrder(
  db: Db,
  companyId: number,
  workOrderId: number,
): Promise<WorkOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.workOrderId, workOrderId)))
    .for('update');
  return row;
}

const person = {
  user_id: users.userId,
  first_name: users.firstName,
  last_name: users.lastName,
};

/** Assigned users, tasks and files of some work orders, by order id. */
export async function findOrderParts(db: Db, companyId: number, workOrderIds: number[]) {
  if (workOrderIds.length === 0) return { assignments: [], tasks: [], files: [] };
  const assignments = await db
    .select({ workOrderId: workOrderUserAssignments.workOrderId, user: person })
    .from(workOrderUserAssignments)
    .innerJoin(users, eq(users.userId, workOrderUserAssignments.userId))
    .where(
      and(
        eq(workOrderUserAssignments.companyId, companyId),
        inArray(workOrderUserAssignments.workOrderId, workOrderIds),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.userId));
  const tasks = await db
    .select()
    .from(workOrderTaskItems)
    .where(
      and(
        eq(workOrderTaskItems.companyId, companyId),
        inArray(workOrderTaskItems.workOrderId, workOrderIds),
      ),
    )
    .orderBy(asc(workOrderTaskItems.position), asc(workOrderTaskItems.workOrderTaskItemId));
  const files = await db
    .select({
      workOrderId: workOrderFiles.workOrderId,
      upload_id: uploads.uploadId,
      original_filename: uploads.originalFilename,
      mime_type: uploads.mimeType,
      size_bytes: uploads.sizeBytes,
    })
    .from(workOrderFiles)
    .innerJoin(uploads, eq(uploads.uploadId, workOrderFiles.uploadId))
    .where(
      and(
        eq(workOrderFiles.companyId, companyId),
        inArray(workOrderFiles.workOrderId, workOrderIds),
      ),
    )
    .orderBy(asc(uploads.uploadId));
  return { assignments, tasks, files };
}

/** The people of some ids: creators of orders. */
export async function findPeople(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select(person)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.userId, userIds)));
}

/** How many of these ids are users of the company. */
export async function countCompanyUsers(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.userId, userIds)));
  return row?.n ?? 0;
}

export async function insertWorkOrder(db: Db, values: NewWorkOrderRow): Promise<WorkOrderRow> {
  const [row] = await db.insert(workOrders).values(values).returning();
  if (!row) throw new Error('insert into work_orders returned no row');
  return row;
}

export async function insertWorkOrders(db: Db, values: NewWorkOrderRow[]): Promise<WorkOrderRow[]> {
  if (values.length === 0) return [];
  return db.insert(workOrders).values(values).returning();
}

export async function updateWorkOrder(
  db: Db,
  companyId: number,
  workOrderId: number,
  values: Partial<
    Pick<
      WorkOrderRow,
      | 'description'
      | 'dueDate'
      | 'workOrderStatusId'
      | 'dateCompleted'
      | 'maintenanceGroupIntervalId'
    >
  >,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(workOrders)
    .set(values)
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.workOrderId, workOrderId)));
}

/** The order's assigned users become exactly these. */
export async function replaceAssignments(
  db: Db,
  companyId: number,
  workOrderId: number,
  userIds: number[],
): Promise<void> {
  await db
    .delete(workOrderUserAssignments)
    .where(
      and(
        eq(workOrderUserAssignments.companyId, companyId),
        eq(workOrderUserAssignments.workOrderId, workOrderId),
      ),
    );
  if (userIds.length === 0) return;
  await db
    .insert(workOrderUserAssignments)
    .values(userIds.map((userId) => ({ workOrderId, userId, companyId })));
}

export async function insertAssignments(
  db: Db,
  rows: (typeof workOrderUserAssignments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(workOrderUserAssignments).values(rows);
}

export async function insertFiles(
  db: Db,
  rows: (typeof workOrderFiles.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(workOrderFiles).values(rows);
}

export async function insertTaskItems(
  db: Db,
  rows: (typeof workOrderTaskItems.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(workOrderTaskItems).values(rows);
}

export async function listTaskItemIds(db: Db, companyId: number, workOrderId: number) {
  const rows = await db
    .select({ id: workOrderTaskItems.workOrderTaskItemId })
    .from(workOrderTaskItems)
    .where(
      and(
        eq(workOrderTaskItems.companyId, companyId),
        eq(workOrderTaskItems.workOrderId, workOrderId),
      ),
    );
  return rows.map((row) => row.id);
}

/** Removes the order's tasks other than `keepIds`. */
export async function deleteTaskItemsExcept(
  db: Db,
  companyId: number,
  workOrderId: number,
  keepIds: number[],
): Promise<void> {
  await db
    .delete(workOrderTaskItems)
    .where(
      and(
        eq(workOrderTaskItems.companyId, companyId),
        eq(workOrderTaskItems.workOrderId, workOrderId),
        keepIds.length > 0
          ? notInArray(workOrderTaskItems.workOrderTaskItemId, keepIds)
          : undefined,
      ),
    );
}

export async function updateTaskItem(
  db: Db,
  companyId: number,
  workOrderTaskItemId: number,
  values: Pick<TaskItemRow, 'description' | 'done' | 'position'>,
): Promise<void> {
  await db
    .update(workOrderTaskItems)
    .set(values)
    .where(
      and(
        eq(workOrderTaskItems.companyId, companyId),
        eq(workOrderTaskItems.workOrderTaskItemId, workOrderTaskItemId),
      ),
    );
}

export async function insertServiceRecord(
  db: Db,
  values: typeof assetServiceRecords.$inferInsert,
): Promise<void> {
  await db.insert(assetServiceRecords).values(values);
}

/** Reopening an order takes back the service its closing recorded. */
export async function deleteServiceRecordsOfOrder(
  db: Db,
  companyId: number,
  workOrderId: number,
): Promise<void> {
  await db
    .delete(assetServiceRecords)
    .where(
      and(
        eq(assetServiceRecords.companyId, companyId),
        eq(assetServiceRecords.workOrderId, workOrderId),
      ),
    );
}

/** A service request's work order closing closes the request (it no longer counts toward 3). */
export async function setServiceRequestsClosed(
  db: Db,
  companyId: number,
  workOrderId: number,
  closedAt: Date | null,
): Promise<void> {
  await db
    .update(serviceRequests)
    .set({ closedAt })
    .where(
      and(eq(serviceRequests.companyId, companyId), eq(serviceRequests.workOrderId, workOrderId)),
    );
}
