import { Alert, Skeleton, Stack } from '@mantine/core';
import { WORK_ORDER_MESSAGES } from '@fleet/domain';
import { Flyout } from '../../../components/dialogs/flyout';
import { isApiError } from '../../../lib/api-client';
import { useWorkOrder } from '../../../lib/service-api/work-orders';
import { CreateWorkOrderForm, EditWorkOrderForm } from './work-order-forms';
import type { FlyoutTarget } from './work-order-model';

interface WorkOrderFlyoutProps {
  target: FlyoutTarget;
  timeZone: string;
  canEdit: boolean;
  onClose: () => void;
  onCreated: (workOrderId: number) => void;
}

/** One work order in the flyout: a new one, or one of the list (or of a card's link). */
export function WorkOrderFlyout({
  target,
  timeZone,
  canEdit,
  onClose,
  onCreated,
}: WorkOrderFlyoutProps) {
  const title =
    target === 'new' ? 'New work order' : target === null ? 'Work order' : `Work order #${target}`;
  return (
    <Flyout opened={target !== null} onClose={onClose} title={title} size="30%">
      {target === 'new' && canEdit && (
        <CreateWorkOrderForm timeZone={timeZone} onCancel={onClose} onCreated={onCreated} />
      )}
      {target === 'new' && !canEdit && (
        <Alert color="gray" variant="light">
          Your account is read-only: it cannot create work orders.
        </Alert>
      )}
      {typeof target === 'number' && (
        <LoadedWorkOrder
          workOrderId={target}
          timeZone={timeZone}
          canEdit={canEdit}
          onClose={onClose}
        />
      )}
    </Flyout>
  );
}

function LoadedWorkOrder({
  workOrderId,
  timeZone,
  canEdit,
  onClose,
}: {
  workOrderId: number;
  timeZone: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const order = useWorkOrder(workOrderId);
  if (order.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={20} w="60%" />
        <Skeleton h={64} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (order.isError) {
    const isMissing = isApiError(order.error) && order.error.status === 404;
    return (
      <Alert color={isMissing ? 'gray' : 'red'} variant="light" role="alert">
        {isMissing
          ? `Work order #${workOrderId} does not exist in your company.`
          : WORK_ORDER_MESSAGES.loadFailed}
      </Alert>
    );
  }
  return (
    <EditWorkOrderForm
      key={workOrderId}
      order={order.data}
      timeZone={timeZone}
      canEdit={canEdit}
      onClose={onClose}
    />
  );
}
