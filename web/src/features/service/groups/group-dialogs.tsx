import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  maintenanceGroupUpdate,
  SERVICE_GROUP_MESSAGES,
  TOAST_MS,
  type MaintenanceGroup,
  type MaintenanceInterval,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import {
  useCreateGroup,
  useCreateInterval,
  useUpdateGroup,
  useUpdateInterval,
} from '../api/maintenance-groups';
import {
  createGroupFailedMessage,
  emptyIntervalValues,
  groupCreateForm,
  intervalForm,
  intervalValues,
} from './group-model';
import { IntervalFields } from './interval-fields';

/** spec 2 §8: a service-group failure is a toast; the form keeps what the server said. */
export function showGroupError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS.default });
}

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** POST maintenance-groups: a name, a description and the group's first interval. */
export function NewGroupDialog({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New service group" size="lg">
      {opened && <NewGroupForm onClose={onClose} />}
    </Modal>
  );
}

function NewGroupForm({ onClose }: { onClose: () => void }) {
  const create = useCreateGroup();
  const { form, failure, showServerError } = useZodForm(groupCreateForm, {
    initialValues: { name: '', description: '', intervals: [emptyIntervalValues()] },
  });
  return (
    <form
      aria-label="New service group"
      onSubmit={form.onSubmit((body) =>
        create.mutate(body, {
          onSuccess: (group) => {
            showSuccessToast(`Service Group ${group.name} created.`);
            onClose();
          },
          onError: (error) => {
            showServerError(error);
            showGroupError(createGroupFailedMessage(error));
          },
        }),
      )}
    >
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Text size="sm" fw={600}>
          First service interval
        </Text>
        <IntervalFields form={form} prefix="intervals.0." />
        <Text size="xs" c="dimmed">
          An interval is due at whichever of its measures comes first; set at least one.
        </Text>
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Create group"
          isPending={create.isPending}
        />
      </Stack>
    </form>
  );
}

/** PATCH maintenance-groups/{id}: rename it or change its description. */
export function EditGroupDialog({
  group,
  onClose,
}: {
  group: MaintenanceGroup | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={group !== null} onClose={onClose} title="Edit service group" size="md">
      {group && <EditGroupForm group={group} onClose={onClose} />}
    </Modal>
  );
}

function EditGroupForm({ group, onClose }: { group: MaintenanceGroup; onClose: () => void }) {
  const update = useUpdateGroup();
  const { form, failure, showServerError } = useZodForm(maintenanceGroupUpdate, {
    initialValues: { name: group.name, description: group.description },
  });
  return (
    <form
      aria-label="Edit service group"
      onSubmit={form.onSubmit((body) =>
        update.mutate(
          { groupId: group.maintenance_group_id, body },
          {
            onSuccess: () => {
              showSuccessToast('Service Group saved.');
              onClose();
            },
            onError: (error) => {
              showServerError(error);
              showGroupError(SERVICE_GROUP_MESSAGES.updateFailed);
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Save"
          isPending={update.isPending}
        />
      </Stack>
    </form>
  );
}

export interface IntervalTarget {
  group: MaintenanceGroup;
  /** Absent: a new interval of the group. */
  interval?: MaintenanceInterval;
}

/** POST or PATCH an interval of a group. */
export function IntervalDialog({
  target,
  onClose,
}: {
  target: IntervalTarget | null;
  onClose: () => void;
}) {
  const title = target?.interval ? `Edit ${target.interval.name}` : 'New service interval';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && <IntervalForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function IntervalForm({ target, onClose }: { target: IntervalTarget; onClose: () => void }) {
  const create = useCreateInterval();
  const update = useUpdateInterval();
  const { group, interval } = target;
  const { form, failure, showServerError } = useZodForm(intervalForm, {
    initialValues: interval ? intervalValues(interval) : emptyIntervalValues(),
  });
  const groupId = group.maintenance_group_id;
  const onError = (sentence: string) => (error: unknown) => {
    showServerError(error);
    showGroupError(sentence);
  };
  const done = (message: string) => () => {
    showSuccessToast(message);
    onClose();
  };
  return (
    <form
      aria-label={interval ? `Edit interval ${interval.name}` : 'New service interval'}
      onSubmit={form.onSubmit((body) =>
        interval
          ? update.mutate(
              { groupId, intervalId: interval.maintenance_group_interval_id, body },
              {
                onSuccess: done(`Interval ${body.name} saved.`),
                onError: onError(SERVICE_GROUP_MESSAGES.intervalUpdateFailed),
              },
            )
          : create.mutate(
              { groupId, body },
              {
                onSuccess: done(`Interval ${body.name} added to ${group.name}.`),
                onError: onError(SERVICE_GROUP_MESSAGES.intervalCreateFailed),
              },
            ),
      )}
    >
      <Stack gap="md">
        <IntervalFields form={form} />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={interval ? 'Save' : 'Add interval'}
          isPending={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
