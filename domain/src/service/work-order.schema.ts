import { z } from 'zod';
import { bodyId, id } from '../api-schemas';
import { MAX_SMALLINT } from '../column-bounds';
import { WORK_ORDER_MESSAGES } from './service-messages';

/** spec 1 §3 work_order_status_id: 1 open, 3 closed. */
export const WORK_ORDER_STATUS = { open: 1, closed: 3 } as const;
export type WorkOrderStatusId = (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS];
export const WORK_ORDER_STATUS_NAMES: Record<WorkOrderStatusId, string> = {
  1: 'Open',
  3: 'Closed',
};
/** spec 1 §7 the card's `work_order_type_id=1`: general service, the one type made here. */
export const WORK_ORDER_TYPE = { generalService: 1 } as const;
export const WORK_ORDER_TYPE_NAMES: Record<number, string> = { 1: 'General service' };

/** A page of the list holds at most this many work orders. */
export const WORK_ORDER_PAGE_SIZE_MAX = 100;

const statusId = z.union([z.literal(1), z.literal(3)], {
  error: 'work_order_status_id must be 1 (open) or 3 (closed)',
});
const LIMITS = { description: 2000, task: 500, tasks: 100, users: 50 } as const;

const person = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });

/**
 * spec 1 §3 "Work order (as shown on cards)" with spec 2 §3's files and task list items, plus
 * what the lists show: the asset's name, the due date and who made it.
 */
export const workOrder = z.object({
  work_order_id: z.number(),
  work_order_status_id: statusId,
  work_order_type_id: z.number(),
  description: z.string(),
  asset_id: z.number(),
  asset: z.object({ asset_id: z.number(), custom_name: z.string() }),
  due_date: z.string().nullable(),
  date_completed: z.string().nullable(),
  date_created: z.string(),
  maintenance_group_interval_id: z.number().nullable(),
  maintenance_group_interval_name: z.string().nullable(),
  service_request_id: z.number().nullable(),
  created_by: person.nullable(),
  user_assignments: z.array(z.object({ user: person })),
  work_order_task_list_items: z.array(
    z.object({
      work_order_task_item_id: z.number(),
      position: z.number(),
      description: z.string(),
      done: z.boolean(),
    }),
  ),
  work_order_files: z.array(
    z.object({
      upload_id: z.number(),
      original_filename: z.string(),
      mime_type: z.string(),
      size_bytes: z.number(),
    }),
  ),
});
export type WorkOrder = z.infer<typeof workOrder>;

export const workOrderPage = z.object({
  work_orders: z.array(workOrder),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type WorkOrderPage = z.infer<typeof workOrderPage>;

const whole = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { message: `${name} must be from 1 to ${max}` });

/** spec 1 §7 GET work-orders?work_order_type_id=&asset_id= (and the /service page's filters). */
export const workOrderListQuery = z.object({
  work_order_type_id: whole('work_order_type_id', MAX_SMALLINT).optional(),
  asset_id: id.optional(),
  work_order_status_id: z
    .enum(['1', '3'], { error: 'work_order_status_id must be 1 (open) or 3 (closed)' })
    .transform(Number)
    .optional(),
  page: whole('page', 100_000).default(1),
  size: whole('size', WORK_ORDER_PAGE_SIZE_MAX).default(20),
});
export type WorkOrderListQuery = z.input<typeof workOrderListQuery>;

const description = z
  .string({ error: WORK_ORDER_MESSAGES.descriptionRequired })
  .trim()
  .min(1, WORK_ORDER_MESSAGES.descriptionRequired)
  .max(LIMITS.description);
const dueDate = z.iso.datetime({ offset: true, error: 'due_date must be a date and time' });
const userIds = z
  .array(bodyId)
  .max(LIMITS.users)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'user_ids lists a user twice' });

/** POST work-orders. */
export const workOrderCreate = z.strictObject({
  asset_id: bodyId,
  description,
  work_order_type_id: z.literal(WORK_ORDER_TYPE.generalService).default(1),
  due_date: dueDate.nullable().default(null),
  maintenance_group_interval_id: bodyId.nullable().default(null),
  user_ids: userIds.default([]),
  task_items: z
    .array(
      z.strictObject({
        description: z.string().trim().min(1, WORK_ORDER_MESSAGES.taskRequired).max(LIMITS.task),
      }),
    )
    .max(LIMITS.tasks)
    .default([]),
});
export type WorkOrderCreate = z.input<typeof workOrderCreate>;

/**
 * PATCH work-orders/{id}: the fields sent change. `task_items` is the whole list: items with an
 * id are kept (and ticked or renamed), items without one are added, the rest removed. Status 3
 * closes (date_completed set then), 1 reopens (date_completed cleared).
 */
export const workOrderUpdate = z
  .strictObject({
    description,
    due_date: dueDate.nullable(),
    work_order_status_id: statusId,
    maintenance_group_interval_id: bodyId.nullable(),
    user_ids: userIds,
    task_items: z
      .array(
        z.strictObject({
          work_order_task_item_id: bodyId.optional(),
          description: z.string().trim().min(1, WORK_ORDER_MESSAGES.taskRequired).max(LIMITS.task),
          done: z.boolean().default(false),
        }),
      )
      .max(LIMITS.tasks),
  })
  .partial();
export type WorkOrderUpdate = z.input<typeof workOrderUpdate>;
