import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { WorkOrder } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { DAY_FORMAT, formatInTimeZone } from '../../../lib/company-days';
import { userName } from '../../../lib/company-users';
import { isOpenOrder, statusLabel, taskProgress } from './work-order-model';

const column = dataTableColumns<WorkOrder>();

/** The Open/Closed badge of a work order (the list and the flyout). */
export function WorkOrderStatusBadge({ order }: { order: WorkOrder }) {
  return (
    <Badge variant="light" color={isOpenOrder(order) ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
      {statusLabel(order)}
    </Badge>
  );
}

function Plain({ children, nowrap = false }: { children: string; nowrap?: boolean }) {
  return (
    <Text span fz="sm" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </Text>
  );
}

/** The work-order table's columns, dates in the company's time zone; the server orders rows. */
export function workOrderColumns(timeZone: string, onOpen: (workOrderId: number) => void) {
  const day = (iso: string | null) => formatInTimeZone(iso, timeZone, DAY_FORMAT) ?? '--';
  return column.columns([
    column.accessor('work_order_id', {
      id: 'id',
      header: 'ID',
      enableHiding: false,
      meta: { width: 80 },
      cell: ({ row }) => (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={600}
          onClick={() => onOpen(row.original.work_order_id)}
        >
          #{row.original.work_order_id}
        </Anchor>
      ),
    }),
    column.accessor((order) => order.asset.custom_name, {
      id: 'asset',
      header: 'Asset',
      cell: ({ row }) => <Plain nowrap>{row.original.asset.custom_name}</Plain>,
    }),
    column.accessor('description', {
      id: 'description',
      header: 'Description',
      cell: ({ row }) => (
        <Text span fz="sm" lineClamp={2}>
          {row.original.description}
        </Text>
      ),
    }),
    column.accessor('work_order_status_id', {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <WorkOrderStatusBadge order={row.original} />,
    }),
    column.display({
      id: 'assigned',
      header: 'Assigned to',
      cell: ({ row }) => {
        const names = row.original.user_assignments.map(({ user }) => userName(user));
        return names.length === 0 ? (
          <Text span fz="sm" c="dimmed">
            Nobody
          </Text>
        ) : (
          <Group gap={4}>
            {names.map((name) => (
              <Badge key={name} variant="outline" color="gray" tt="none" fw={500}>
                {name}
              </Badge>
            ))}
          </Group>
        );
      },
    }),
    column.accessor('due_date', {
      id: 'due',
      header: 'Due',
      cell: ({ row }) => <Plain nowrap>{day(row.original.due_date)}</Plain>,
    }),
    column.accessor('date_completed', {
      id: 'completed',
      header: 'Completed',
      cell: ({ row }) => <Plain nowrap>{day(row.original.date_completed)}</Plain>,
    }),
    column.display({
      id: 'tasks',
      header: 'Tasks',
      meta: { width: 80 },
      cell: ({ row }) => <Plain nowrap>{taskProgress(row.original)}</Plain>,
    }),
  ]);
}
