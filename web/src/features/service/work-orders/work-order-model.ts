import { z } from 'zod';
import {
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUS,
  WORK_ORDER_STATUS_NAMES,
  workOrderCreate,
  workOrderUpdate,
  type WorkOrder,
  type WorkOrderListQuery,
} from '@fleet/domain';
import { DATE_PARAM_FORMAT, dayWindow, formatInTimeZone } from '../../../lib/company-days';
import {
  oneOfParam,
  pageParam,
  pageSizeParam,
  TABLE_PAGE_SIZES,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

/** The list's filter: the API takes a status (1 open, 3 closed) or none. */
export const WORK_ORDER_FILTERS = ['all', 'open', 'closed'] as const;
export type WorkOrderFilter = (typeof WORK_ORDER_FILTERS)[number];
export const WORK_ORDER_FILTER_LABELS: Record<WorkOrderFilter, string> = {
  all: 'All',
  open: 'Open',
  closed: 'Closed',
};

/** An asset id in the URL, or '' for every asset. */
const assetParam = () => z.string().regex(/^([1-9]\d{0,9})?$/);

/** `?status=open&asset=12&page=2&size=20`: what the list asks the server for. */
export const workOrdersTableSchema = z.object({
  status: oneOfParam(WORK_ORDER_FILTERS),
  asset: assetParam(),
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type WorkOrdersTableState = UrlState<typeof workOrdersTableSchema>;

export const DEFAULT_WORK_ORDERS_STATE: WorkOrdersTableState = {
  status: 'all',
  asset: '',
  page: 1,
  size: 10,
};

const STATUS_PARAM: Record<WorkOrderFilter, '1' | '3' | undefined> = {
  all: undefined,
  open: '1',
  closed: '3',
};

/** The GET work-orders query of a list state: filtered and paged by the server. */
export function toListQuery(state: WorkOrdersTableState): WorkOrderListQuery {
  return {
    ...(STATUS_PARAM[state.status] && { work_order_status_id: STATUS_PARAM[state.status] }),
    ...(state.asset && { asset_id: state.asset }),
    page: String(state.page),
    size: String(state.size),
  };
}

/** The URL parameter that opens the flyout: `work_order_id=42` (the card links so), or `new`. */
export const FLYOUT_PARAM = 'work_order_id';
export type FlyoutTarget = number | 'new' | null;

export function readFlyoutTarget(value: string | null): FlyoutTarget {
  if (value === 'new') return 'new';
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

export const isOpenOrder = (order: Pick<WorkOrder, 'work_order_status_id'>): boolean =>
  order.work_order_status_id === WORK_ORDER_STATUS.open;

export const statusLabel = (order: Pick<WorkOrder, 'work_order_status_id'>): string =>
  WORK_ORDER_STATUS_NAMES[order.work_order_status_id];

/** "2/5": tasks done of all; '--' for an order without tasks. */
export function taskProgress(order: Pick<WorkOrder, 'work_order_task_list_items'>): string {
  const tasks = order.work_order_task_list_items;
  if (tasks.length === 0) return '--';
  return `${tasks.filter((task) => task.done).length}/${tasks.length}`;
}

/** The form's values: dates as the date input holds them, users as the select's strings. */
export interface WorkOrderFormValues {
  asset_id: number | null;
  description: string;
  /** YYYY-MM-DD in the company's time zone, or '' for none. */
  due_date: string;
  user_ids: string[];
  maintenance_group_interval_id: number | null;
  task_items: { work_order_task_item_id?: number; description: string; done: boolean }[];
  // Mantine's forms hold records.
  [key: string]: unknown;
}

export const emptyWorkOrderValues = (): WorkOrderFormValues => ({
  asset_id: null,
  description: '',
  due_date: '',
  user_ids: [],
  maintenance_group_interval_id: null,
  task_items: [],
});

export function workOrderValues(order: WorkOrder, timeZone: string): WorkOrderFormValues {
  return {
    asset_id: order.asset_id,
    description: order.description,
    due_date: formatInTimeZone(order.due_date, timeZone, DATE_PARAM_FORMAT) ?? '',
    user_ids: order.user_assignments.map(({ user }) => String(user.user_id)),
    maintenance_group_interval_id: order.maintenance_group_interval_id,
    task_items: [...order.work_order_task_list_items]
      .sort((a, b) => a.position - b.position)
      .map(({ work_order_task_item_id, description, done }) => ({
        work_order_task_item_id,
        description,
        done,
      })),
  };
}

/** A due day is the start of that day where the company is. */
const dueDateIso = (date: string, timeZone: string): string | null =>
  date ? dayWindow(date, timeZone).isoStart : null;

const toIds = (ids: readonly string[]) => ids.map(Number);

function createBody(values: WorkOrderFormValues, timeZone: string) {
  return {
    asset_id: values.asset_id,
    description: values.description,
    due_date: dueDateIso(values.due_date, timeZone),
    maintenance_group_interval_id: values.maintenance_group_interval_id,
    user_ids: toIds(values.user_ids),
    task_items: values.task_items.map(({ description }) => ({ description })),
  };
}

function updateBody(values: WorkOrderFormValues, timeZone: string) {
  return {
    description: values.description,
    due_date: dueDateIso(values.due_date, timeZone),
    maintenance_group_interval_id: values.maintenance_group_interval_id,
    user_ids: toIds(values.user_ids),
    task_items: values.task_items,
  };
}

const asFormValues = (input: unknown) => input as WorkOrderFormValues;

/**
 * The domain's POST schema read from the form's values, so the form checks exactly what the
 * server checks, and issues (server's or ours) name the form's fields (`task_items.0.description`).
 */
export const workOrderCreateForm = (timeZone: string) =>
  z.preprocess(
    (input) => createBody(asFormValues(input), timeZone),
    workOrderCreate.extend({
      asset_id: z.number({ error: WORK_ORDER_MESSAGES.assetRequired }).int().positive(),
    }),
  );

/** The domain's PATCH schema read from the form's values (the asset does not change). */
export const workOrderUpdateForm = (timeZone: string) =>
  z.preprocess((input) => updateBody(asFormValues(input), timeZone), workOrderUpdate);
