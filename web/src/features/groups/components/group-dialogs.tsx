import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GROUP_MESSAGES, TOAST_MS, groupNameBody, type Group } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteGroup, useRenameGroup } from '../api/groups';

const showFailure = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: TOAST_MS.default });

/** Rename a group (PATCH /api/organizations/{id}). */
export function RenameGroupModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  return (
    <Modal opened={group !== null} onClose={onClose} title="Rename group" size="md">
      {group && <RenameGroupForm group={group} onClose={onClose} />}
    </Modal>
  );
}

function RenameGroupForm({ group, onClose }: { group: Group; onClose: () => void }) {
  const rename = useRenameGroup();
  const { form, failure, showServerError } = useZodForm(groupNameBody, {
    initialValues: { name: group.name },
  });
  return (
    <form
      aria-label="Rename group"
      noValidate
      onSubmit={form.onSubmit((body) =>
        rename.mutate(
          { groupId: group.organization_id, body },
          {
            // spec 2 §8 data layer: '{name} successfully updated!' / 'There was an error updating {name}.'
            onSuccess: () => {
              showSuccessToast(GROUP_MESSAGES.updated(body.name));
              onClose();
            },
            onError: (error) => {
              showServerError(error);
              showFailure(GROUP_MESSAGES.updateFailed(group.name));
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Group name"
          required
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Save"
          isPending={rename.isPending}
        />
      </Stack>
    </form>
  );
}

/** Delete a group after the confirm dialog; its assets stay in their other groups. */
export function DeleteGroupDialog({
  group,
  onClose,
}: {
  group: Group | null;
  onClose: () => void;
}) {
  const remove = useDeleteGroup();
  const count = group?.asset_count ?? 0;
  return (
    <ConfirmDialog
      opened={group !== null}
      title={`Delete ${group?.name ?? 'group'}?`}
      confirmLabel="Delete group"
      danger
      isPending={remove.isPending}
      failure={remove.isError ? GROUP_MESSAGES.deleteFailed : null}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => {
        if (!group) return;
        remove.mutate(group.organization_id, {
          onSuccess: () => {
            showSuccessToast(GROUP_MESSAGES.deleted);
            remove.reset();
            onClose();
          },
          onError: () => showFailure(GROUP_MESSAGES.deleteFailed),
        });
      }}
    >
      <Text size="sm">
        {count === 0
          ? 'The group has no assets.'
          : `Its ${count === 1 ? 'asset leaves' : `${count.toLocaleString()} assets leave`} the group and stay in their other groups.`}{' '}
        Saved map filters that name it stop naming it. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
