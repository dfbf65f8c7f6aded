import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '@fleet/domain';
import { readUrlState, writeUrlState } from '../../../lib/url-state/table-url-state';
import {
  DEFAULT_WORK_ORDERS_STATE,
  emptyWorkOrderValues,
  readFlyoutTarget,
  statusLabel,
  taskProgress,
  toListQuery,
  workOrderCreateForm,
  workOrderUpdateForm,
  workOrderValues,
  workOrdersTableSchema,
} from './work-order-model';

const ZONE = 'America/Chicago';
const read = (query: string) =>
  readUrlState(new URLSearchParams(query), workOrdersTableSchema, DEFAULT_WORK_ORDERS_STATE);

const order: WorkOrder = {
  work_order_id: 42,
  work_order_status_id: 1,
  work_order_type_id: 1,
  description: 'Oil change',
  asset_id: 7,
  asset: { asset_id: 7, custom_name: 'EX-07' },
  due_date: '2026-03-10T05:00:00.000Z',
  date_completed: null,
  date_created: '2026-03-01T12:00:00.000Z',
  maintenance_group_interval_id: null,
  maintenance_group_interval_name: null,
  service_request_id: null,
  created_by: null,
  user_assignments: [{ user: { user_id: 3, first_name: 'Avery', last_name: 'Lee' } }],
  work_order_task_list_items: [
    { work_order_task_item_id: 2, position: 1, description: 'Filter', done: false },
    { work_order_task_item_id: 1, position: 0, description: 'Drain', done: true },
  ],
  work_order_files: [],
};

describe('the work-order list in the URL', () => {
  it('reads the status, asset and page, and asks the server for exactly those', () => {
    const state = read('status=closed&asset=12&page=3&size=20');
    expect(state).toEqual({ status: 'closed', asset: '12', page: 3, size: 20 });
    expect(toListQuery(state)).toEqual({
      work_order_status_id: '3',
      asset_id: '12',
      page: '3',
      size: '20',
    });
  });

  it('asks for every status with no filter, and ignores what it cannot read', () => {
    const state = read('status=pending&asset=0&page=-1&size=25');
    expect(state).toEqual(DEFAULT_WORK_ORDERS_STATE);
    expect(toListQuery(state)).toEqual({ page: '1', size: '10' });
    expect(toListQuery({ ...state, status: 'open' }).work_order_status_id).toBe('1');
  });

  it('leaves the defaults and the flyout parameter as they are when written', () => {
    const params = writeUrlState(
      new URLSearchParams('work_order_id=42'),
      workOrdersTableSchema,
      DEFAULT_WORK_ORDERS_STATE,
      { ...DEFAULT_WORK_ORDERS_STATE, status: 'open' },
    );
    expect(params.toString()).toBe('work_order_id=42&status=open');
  });

  it('opens an order by its id or a new one, and nothing for anything else', () => {
    expect(readFlyoutTarget('42')).toBe(42);
    expect(readFlyoutTarget('new')).toBe('new');
    for (const bad of [null, '', '0', '-3', '4.5', 'x', '01'])
      expect(readFlyoutTarget(bad)).toBe(null);
  });
});

describe('work-order labels', () => {
  it('counts tasks done of all, and names the status', () => {
    expect(taskProgress(order)).toBe('1/2');
    expect(taskProgress({ work_order_task_list_items: [] })).toBe('--');
    expect(statusLabel(order)).toBe('Open');
    expect(statusLabel({ work_order_status_id: 3 })).toBe('Closed');
  });
});

describe('the work-order form', () => {
  it('shows the due day where the company is and the tasks in their order', () => {
    const values = workOrderValues(order, ZONE);
    expect(values.due_date).toBe('2026-03-10');
    expect(values.user_ids).toEqual(['3']);
    expect(values.task_items.map((t) => t.description)).toEqual(['Drain', 'Filter']);
  });

  it('sends the due day as the company’s midnight, users as numbers, tasks by description', () => {
    const body = workOrderCreateForm(ZONE).parse({
      ...emptyWorkOrderValues(),
      asset_id: 7,
      description: ' Oil change ',
      due_date: '2026-03-10',
      user_ids: ['3', '5'],
      task_items: [{ description: 'Drain', done: true }],
    });
    expect(body).toMatchObject({
      asset_id: 7,
      description: 'Oil change',
      due_date: '2026-03-10T05:00:00.000Z',
      user_ids: [3, 5],
      task_items: [{ description: 'Drain' }],
    });
  });

  it('puts refusals under the form’s fields', () => {
    const result = workOrderCreateForm(ZONE).safeParse({
      ...emptyWorkOrderValues(),
      task_items: [{ description: ' ', done: false }],
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['asset_id', 'description', 'task_items.0.description']),
    );
    expect(result.error?.issues.find((i) => i.path[0] === 'asset_id')?.message).toBe(
      'Choose the asset the work order is for',
    );
  });

  it('patches the whole task list with ids and ticks, and no asset', () => {
    const body = workOrderUpdateForm(ZONE).parse({ ...workOrderValues(order, ZONE), due_date: '' });
    expect(body).not.toHaveProperty('asset_id');
    expect(body.due_date).toBeNull();
    expect(body.task_items).toEqual([
      { work_order_task_item_id: 1, description: 'Drain', done: true },
      { work_order_task_item_id: 2, description: 'Filter', done: false },
    ]);
  });
});
