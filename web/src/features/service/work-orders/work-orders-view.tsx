import { useCallback, useMemo } from 'react';
import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { WORK_ORDER_MESSAGES, type WorkOrder } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { useWorkOrders } from '../../../lib/service-api/work-orders';
import { TABLE_PAGE_SIZES, tablePageSize } from '../../../lib/url-state/table-url-state';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { ServiceAssetSelect } from '../components/service-asset-select';
import { workOrderColumns } from './work-order-columns';
import { WorkOrderFlyout } from './work-order-flyout';
import {
  DEFAULT_WORK_ORDERS_STATE,
  FLYOUT_PARAM,
  readFlyoutTarget,
  toListQuery,
  WORK_ORDER_FILTER_LABELS,
  WORK_ORDER_FILTERS,
  workOrdersTableSchema,
  type FlyoutTarget,
  type WorkOrdersTableState,
} from './work-order-model';

const count = new Intl.NumberFormat('en-US');
const getRowId = (order: WorkOrder) => String(order.work_order_id);
const rowAttributes = (order: WorkOrder) => ({ 'data-work-order': String(order.work_order_id) });
const filterData = WORK_ORDER_FILTERS.map((value) => ({
  value,
  label: WORK_ORDER_FILTER_LABELS[value],
}));

const EMPTY: Record<WorkOrdersTableState['status'], string> = {
  all: 'No work orders yet.',
  open: 'No open work orders.',
  closed: 'No closed work orders.',
};

interface WorkOrdersViewProps {
  timeZone: string;
  canEdit: boolean;
}

/**
 * The company's work orders (spec 1 §3), filtered and paged by the server, every choice in the
 * URL; `?work_order_id=` opens one in the flyout (the asset card links there).
 */
export function WorkOrdersView({ timeZone, canEdit }: WorkOrdersViewProps) {
  const [state, change] = useTableUrlState(workOrdersTableSchema, DEFAULT_WORK_ORDERS_STATE);
  const [params, setParams] = useSearchParams();
  const target = readFlyoutTarget(params.get(FLYOUT_PARAM));
  const orders = useWorkOrders(toListQuery(state));

  const openFlyout = useCallback(
    (next: FlyoutTarget, replace = false) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(FLYOUT_PARAM);
          else updated.set(FLYOUT_PARAM, String(next));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  const columns = useMemo(() => workOrderColumns(timeZone, openFlyout), [timeZone, openFlyout]);
  const page = orders.data;

  return (
    <>
      <DataTable
        label="Work orders"
        columns={columns}
        data={page?.work_orders ?? []}
        getRowId={getRowId}
        rowAttributes={rowAttributes}
        paging={{
          page: state.page,
          pageSize: state.size,
          pageSizes: TABLE_PAGE_SIZES,
          rowCount: page?.total ?? 0,
          onChange: (next) => {
            if ('page' in next) change({ page: next.page });
            else {
              const size = tablePageSize(next.pageSize);
              if (size) change({ size });
            }
          },
        }}
        rowActions={(order) => (
          <Button size="compact-sm" variant="light" onClick={() => openFlyout(order.work_order_id)}>
            {canEdit ? 'Edit' : 'View'}
          </Button>
        )}
        isLoading={orders.isPending}
        failure={
          orders.isError
            ? { message: WORK_ORDER_MESSAGES.loadFailed, onRetry: () => void orders.refetch() }
            : null
        }
        empty={
          <Text c="dimmed" size="sm">
            {EMPTY[state.status]}
            {state.asset && ' Choose another asset, or clear the asset filter.'}
          </Text>
        }
        toolbar={
          <>
            <SegmentedControl
              aria-label="Work order status"
              data={filterData}
              value={state.status}
              onChange={(value) => {
                const status = WORK_ORDER_FILTERS.find((id) => id === value);
                if (status) change({ status });
              }}
            />
            <ServiceAssetSelect
              aria-label="Filter by asset"
              placeholder="Any asset"
              value={state.asset ? Number(state.asset) : null}
              onChange={(assetId) => change({ asset: assetId === null ? '' : String(assetId) })}
              w={240}
            />
          </>
        }
        summary={
          <>
            {page && (
              <Text size="sm" c="dimmed">
                {count.format(page.total)} work {page.total === 1 ? 'order' : 'orders'}
              </Text>
            )}
            {canEdit && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => openFlyout('new')}>
                New work order
              </Button>
            )}
          </>
        }
      />
      <WorkOrderFlyout
        target={target}
        timeZone={timeZone}
        canEdit={canEdit}
        onClose={() => openFlyout(null)}
        onCreated={(workOrderId) => openFlyout(workOrderId, true)}
      />
    </>
  );
}
