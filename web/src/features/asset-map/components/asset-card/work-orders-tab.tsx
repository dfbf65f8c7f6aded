import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUS,
  WORK_ORDER_TYPE,
  workOrderCreate,
  type WorkOrder,
} from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { formatInTimeZone } from '../../../../lib/company-days';
import { useZodForm } from '../../../../lib/forms/use-zod-form';
import { useServiceAccess } from '../../../../lib/service-api/use-service-access';
import {
  useCreateWorkOrder,
  useUpdateWorkOrder,
  useWorkOrders,
} from '../../../../lib/service-api/work-orders';
import { showSuccessToast } from '../../../../lib/toasts';
import type { CardTabProps } from './card-tab-content';
import { workOrderPath } from './service-panels';

/** The card's Work orders tab: the asset's general-service orders; open one, close or reopen. */
export function WorkOrdersTab({ assetId, timeZone }: CardTabProps) {
  const { canView, canEdit, linksWorkOrders } = useServiceAccess();
  const orders = useWorkOrders(
    {
      work_order_type_id: String(WORK_ORDER_TYPE.generalService),
      asset_id: String(assetId ?? 0),
      size: '100',
    },
    canView && assetId !== null,
  );
  if (assetId === null) return <Text size="sm">This rental has no asset of the company.</Text>;
  if (!canView) {
    return (
      <Text size="sm" c="dimmed">
        {WORK_ORDER_MESSAGES.forbidden}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {canEdit && <NewWorkOrder assetId={assetId} />}
      <PanelSection
        title="Work orders"
        query={orders}
        errorText={WORK_ORDER_MESSAGES.loadFailed}
        skeletonLines={3}
      >
        {(page) =>
          page.work_orders.length === 0 ? (
            <Text size="sm" c="dimmed">
              No work orders.
            </Text>
          ) : (
            <Stack gap="sm">
              {page.work_orders.map((order) => (
                <OrderRow
                  key={order.work_order_id}
                  order={order}
                  canEdit={canEdit}
                  isLinked={linksWorkOrders}
                  timeZone={timeZone}
                />
              ))}
            </Stack>
          )
        }
      </PanelSection>
    </Stack>
  );
}

function NewWorkOrder({ assetId }: { assetId: number }) {
  const create = useCreateWorkOrder();
  const { form, failure, showServerError } = useZodForm(workOrderCreate, {
    initialValues: { asset_id: assetId, description: '' },
  });
  return (
    <form
      onSubmit={form.onSubmit((body) =>
        create.mutate(body, {
          onSuccess: () => {
            form.reset();
            showSuccessToast(WORK_ORDER_MESSAGES.created);
          },
          onError: showServerError,
        }),
      )}
    >
      <Stack gap={6}>
        <TextInput
          label="New work order"
          placeholder="What needs doing"
          {...form.getInputProps('description')}
        />
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={create.isPending}>
            Create work order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OrderRow({
  order,
  canEdit,
  isLinked,
  timeZone,
}: {
  order: WorkOrder;
  canEdit: boolean;
  isLinked: boolean;
  timeZone: string;
}) {
  const update = useUpdateWorkOrder();
  const isOpen = order.work_order_status_id === WORK_ORDER_STATUS.open;
  const done = order.work_order_task_list_items.filter((t) => t.done).length;
  const setStatus = (status: 1 | 3) =>
    update.mutate(
      { workOrderId: order.work_order_id, body: { work_order_status_id: status } },
      {
        onSuccess: () =>
          showSuccessToast(isOpen ? WORK_ORDER_MESSAGES.closed : WORK_ORDER_MESSAGES.reopened),
      },
    );
  return (
    <Stack gap={2} aria-label={`Work order ${order.work_order_id}`}>
      <Group gap={6} wrap="nowrap">
        {isLinked ? (
          <Anchor component={Link} to={workOrderPath(order.work_order_id)} size="sm" fw={600}>
            #{order.work_order_id}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            #{order.work_order_id}
          </Text>
        )}
        <Text size="sm" truncate>
          {order.description}
        </Text>
        <Badge
          size="xs"
          variant="light"
          color={isOpen ? 'blue' : 'gray'}
          ml="auto"
          style={{ flexShrink: 0 }}
        >
          {isOpen ? 'Open' : 'Closed'}
        </Badge>
      </Group>
      <Group justify="space-between" gap={6}>
        <Text size="xs" c="dimmed">
          {order.work_order_task_list_items.length > 0 &&
            `${done} of ${order.work_order_task_list_items.length} tasks · `}
          {isOpen
            ? order.due_date
              ? `Due ${formatInTimeZone(order.due_date, timeZone, 'MM/DD/YYYY')}`
              : 'No due date'
            : `Completed ${formatInTimeZone(order.date_completed, timeZone, 'MM/DD/YYYY')}`}
        </Text>
        {canEdit && (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={update.isPending}
            onClick={() => setStatus(isOpen ? WORK_ORDER_STATUS.closed : WORK_ORDER_STATUS.open)}
          >
            {isOpen ? 'Close' : 'Reopen'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
