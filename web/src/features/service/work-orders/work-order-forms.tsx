import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { WORK_ORDER_MESSAGES, WORK_ORDER_STATUS, type WorkOrder } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { DATE_TIME_FORMAT, formatInTimeZone } from '../../../lib/company-days';
import { userName } from '../../../lib/company-users';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useCreateWorkOrder, useUpdateWorkOrder } from '../../../lib/service-api/work-orders';
import { showSuccessToast } from '../../../lib/toasts';
import { ServiceAssetSelect } from '../components/service-asset-select';
import { WorkOrderStatusBadge } from './work-order-columns';
import { WorkOrderFieldset } from './work-order-fields';
import { WorkOrderFiles } from './work-order-files';
import {
  emptyWorkOrderValues,
  isOpenOrder,
  workOrderCreateForm,
  workOrderUpdateForm,
  workOrderValues,
} from './work-order-model';

interface CreateProps {
  timeZone: string;
  onCancel: () => void;
  onCreated: (workOrderId: number) => void;
}

/** POST work-orders: the asset, then what the order is and who does it. */
export function CreateWorkOrderForm({ timeZone, onCancel, onCreated }: CreateProps) {
  const create = useCreateWorkOrder();
  const schema = useMemo(() => workOrderCreateForm(timeZone), [timeZone]);
  const { form, failure, showServerError } = useZodForm(schema, {
    initialValues: emptyWorkOrderValues(),
  });
  const assetProps = form.getInputProps('asset_id');
  return (
    <form
      aria-label="New work order"
      onSubmit={form.onSubmit((body) =>
        create.mutate(body, {
          onSuccess: (saved) => {
            showSuccessToast(WORK_ORDER_MESSAGES.created);
            onCreated(saved.work_order_id);
          },
          onError: showServerError,
        }),
      )}
    >
      <Stack gap="md">
        <ServiceAssetSelect
          label="Asset"
          placeholder="Search the company's assets"
          required
          value={form.values.asset_id}
          onChange={(assetId) => {
            form.setFieldValue('asset_id', assetId);
            // An interval belongs to the asset's group: another asset, another group.
            form.setFieldValue('maintenance_group_interval_id', null);
          }}
          error={assetProps.error as string | undefined}
        />
        <WorkOrderFieldset form={form} isReadOnly={false} />
        <DialogActions
          failure={failure}
          onCancel={onCancel}
          confirmLabel="Create work order"
          isPending={create.isPending}
        />
      </Stack>
    </form>
  );
}

interface EditProps {
  order: WorkOrder;
  timeZone: string;
  canEdit: boolean;
  onClose: () => void;
}

/** PATCH work-orders/{id}: edit, tick tasks, close (saving the edits) or reopen. */
export function EditWorkOrderForm({ order, timeZone, canEdit, onClose }: EditProps) {
  const update = useUpdateWorkOrder();
  const schema = useMemo(() => workOrderUpdateForm(timeZone), [timeZone]);
  const { form, failure, showServerError } = useZodForm(schema, {
    initialValues: workOrderValues(order, timeZone),
  });
  const isOpen = isOpenOrder(order);
  const save = (status: 1 | 3 | null) =>
    form.onSubmit((body) =>
      update.mutate(
        {
          workOrderId: order.work_order_id,
          body: status === null ? body : { ...body, work_order_status_id: status },
        },
        {
          onSuccess: (saved) => {
            // The saved order's values: new tasks carry the ids the server gave them.
            form.setValues(workOrderValues(saved, timeZone));
            form.resetDirty(workOrderValues(saved, timeZone));
            showSuccessToast(
              status === WORK_ORDER_STATUS.closed
                ? WORK_ORDER_MESSAGES.closed
                : status === WORK_ORDER_STATUS.open
                  ? WORK_ORDER_MESSAGES.reopened
                  : WORK_ORDER_MESSAGES.saved,
            );
          },
          onError: showServerError,
        },
      ),
    );
  const when = (iso: string | null) => formatInTimeZone(iso, timeZone, DATE_TIME_FORMAT) ?? '--';

  return (
    <form aria-label={`Work order ${order.work_order_id}`} onSubmit={save(null)}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text fw={600} truncate>
              {order.asset.custom_name}
            </Text>
            <WorkOrderStatusBadge order={order} />
          </Group>
          <Text size="xs" c="dimmed">
            Created {when(order.date_created)}
            {order.created_by && ` by ${userName(order.created_by)}`}
            {order.date_completed && ` · Completed ${when(order.date_completed)}`}
          </Text>
        </Stack>
        <WorkOrderFieldset form={form} order={order} isReadOnly={!canEdit} />
        <WorkOrderFiles files={order.work_order_files} />
        {canEdit && (
          <>
            <DialogActions
              failure={failure}
              onCancel={onClose}
              confirmLabel="Save"
              isPending={update.isPending}
            />
            <Group
              justify="space-between"
              gap="xs"
              pt="md"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="xs" c="dimmed">
                {isOpen
                  ? 'Done? Closing also saves your changes.'
                  : 'Reopening clears the completed date.'}
              </Text>
              <Button
                variant="light"
                color={isOpen ? 'green' : 'blue'}
                disabled={update.isPending}
                onClick={() => save(isOpen ? WORK_ORDER_STATUS.closed : WORK_ORDER_STATUS.open)()}
              >
                {isOpen ? 'Close work order' : 'Reopen work order'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
