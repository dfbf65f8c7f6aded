import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUS,
  WORK_ORDER_TYPE,
  type ServiceDueStatus,
  type WorkOrder,
} from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { useUpcomingService } from '../../../../lib/service-api/upcoming-service';
import { useServiceAccess } from '../../../../lib/service-api/use-service-access';
import { useWorkOrders } from '../../../../lib/service-api/work-orders';
import { formatInTimeZone } from '../../../../lib/company-days';

/** spec 1 §9: with no open work order the panel shows up to this many closed ones. */
const CLOSED_SHOWN = 2;

export const SERVICE_STATUS_COLORS: Record<ServiceDueStatus, string> = {
  not_due: 'teal',
  upcoming: 'yellow',
  required: 'red',
};

/** The orders the card shows: the open ones; with none open, the newest closed two. */
export function cardWorkOrders(orders: readonly WorkOrder[]): WorkOrder[] {
  const open = orders.filter((o) => o.work_order_status_id === WORK_ORDER_STATUS.open);
  if (open.length > 0) return open;
  return orders
    .filter((o) => o.work_order_status_id === WORK_ORDER_STATUS.closed)
    .sort((a, b) => (b.date_completed ?? '').localeCompare(a.date_completed ?? ''))
    .slice(0, CLOSED_SHOWN);
}

/** The link to a work order on the /service page. */
export const workOrderPath = (workOrderId: number) => `/service?work_order_id=${workOrderId}`;

interface PanelProps {
  assetId: number;
  /** spec 1 §6: on a rental card, only an asset of the user's company shows the panels. */
  isOwnAsset: boolean;
}

/** spec 1 §2 "Upcoming service with count badge": intervals upcoming or required. */
export function UpcomingServicePanel({ assetId, isOwnAsset }: PanelProps) {
  const { canView } = useServiceAccess();
  const shown = canView && isOwnAsset;
  const upcoming = useUpcomingService(assetId, shown);
  if (!shown) return null;
  return (
    <PanelSection
      title="Upcoming service"
      query={upcoming}
      errorText="Upcoming service could not be loaded."
    >
      {(data) => (
        <Stack gap={6}>
          <Group gap={6}>
            <Badge
              size="md"
              circle
              color={data.due_soon_count > 0 ? 'red' : 'gray'}
              aria-label="Services upcoming or required"
            >
              {data.due_soon_count}
            </Badge>
            <Text size="sm" c="dimmed">
              {data.maintenance_group ? data.maintenance_group.name : 'Not in a service group'}
            </Text>
          </Group>
          {data.intervals
            .filter((i) => i.status !== 'not_due')
            .slice(0, 3)
            .map((interval) => (
              <Group key={interval.maintenance_group_interval_id} justify="space-between">
                <Text size="sm">{interval.name}</Text>
                <Badge color={SERVICE_STATUS_COLORS[interval.status]} variant="light" tt="none">
                  {interval.status_label} · {Math.round(interval.percentage_used)}%
                </Badge>
              </Group>
            ))}
          {data.intervals.length > 0 && data.due_soon_count === 0 && (
            <Text size="sm">Service Not Due</Text>
          )}
        </Stack>
      )}
    </PanelSection>
  );
}

/** spec 1 §2 "Work orders": open orders; with none, up to 2 closed. */
export function WorkOrdersPanel({
  assetId,
  isOwnAsset,
  timeZone,
}: PanelProps & { timeZone: string }) {
  const { canView, linksWorkOrders } = useServiceAccess();
  const shown = canView && isOwnAsset;
  const orders = useWorkOrders(
    {
      work_order_type_id: String(WORK_ORDER_TYPE.generalService),
      asset_id: String(assetId),
      size: '100',
    },
    shown,
  );
  if (!shown) return null;
  return (
    <PanelSection title="Work orders" query={orders} errorText={WORK_ORDER_MESSAGES.loadFailed}>
      {(page) => {
        const listed = cardWorkOrders(page.work_orders);
        if (listed.length === 0) {
          return (
            <Text size="sm" c="dimmed">
              No work orders.
            </Text>
          );
        }
        return (
          <Stack gap={6}>
            {listed.map((order) => (
              <WorkOrderLine
                key={order.work_order_id}
                order={order}
                isLinked={linksWorkOrders}
                timeZone={timeZone}
              />
            ))}
          </Stack>
        );
      }}
    </PanelSection>
  );
}

function WorkOrderLine({
  order,
  isLinked,
  timeZone,
}: {
  order: WorkOrder;
  isLinked: boolean;
  timeZone: string;
}) {
  const label = `#${order.work_order_id}`;
  const isOpen = order.work_order_status_id === WORK_ORDER_STATUS.open;
  const people = order.user_assignments.map((a) => `${a.user.first_name} ${a.user.last_name}`);
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        {isLinked ? (
          <Anchor component={Link} to={workOrderPath(order.work_order_id)} size="sm" fw={600}>
            {label}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {label}
          </Text>
        )}
        <Text size="sm" truncate>
          {order.description}
        </Text>
        <Badge size="xs" variant="light" color={isOpen ? 'blue' : 'gray'} ml="auto">
          {isOpen ? 'Open' : 'Closed'}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {isOpen
          ? people.join(', ') || 'Unassigned'
          : `Completed ${order.date_completed ? formatInTimeZone(order.date_completed, timeZone) : ''}`}
      </Text>
    </Stack>
  );
}

/** A share of an interval used, as a bar in its status's colour. */
export function UsageBar({ percentage, status }: { percentage: number; status: ServiceDueStatus }) {
  return (
    <Progress
      value={Math.min(100, percentage)}
      color={SERVICE_STATUS_COLORS[status]}
      size="sm"
      aria-label={`${percentage}% used`}
    />
  );
}
