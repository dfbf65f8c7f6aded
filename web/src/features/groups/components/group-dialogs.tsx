import { Modal, Text } from '@mantine/core';
import { GROUP_MESSAGES, type Group } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteGroup, useRenameGroup } from '../api/groups';
import { GroupNameForm, showGroupFailure } from './group-name-form';

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
  return (
    <GroupNameForm
      label="Rename group"
      initialName={group.name}
      confirmLabel="Save"
      isPending={rename.isPending}
      onClose={onClose}
      onSubmit={(body, showServerError) =>
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
              showGroupFailure(GROUP_MESSAGES.updateFailed(group.name));
            },
          },
        )
      }
    />
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
          onError: () => showGroupFailure(GROUP_MESSAGES.deleteFailed),
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
