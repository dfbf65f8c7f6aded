import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GROUP_MESSAGES, TOAST_MS, groupNameBody, type Group } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useCreateGroup } from '../api/groups';

interface CreateGroupModalProps {
  opened: boolean;
  onClose: () => void;
  /** The new group, e.g. to choose it at once on the bulk edit page. */
  onCreated?: (group: Group) => void;
}

/** spec 2 §2 and §5 "Create Group modal": a name, required ('Field cannot be empty.'). */
export function CreateGroupModal({ opened, onClose, onCreated }: CreateGroupModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create Group" size="md">
      {/* Mounted while open only, so each opening starts with an empty name. */}
      {opened && <CreateGroupForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

/**
 * spec 2 §8: 'Create group failed.' unless the server said why (a taken name, a refusal);
 * network and server failures keep the generic words.
 */
export function createFailedMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError && error.status < 500 && error.message) {
    return error.message;
  }
  return GROUP_MESSAGES.createFailed;
}

function CreateGroupForm({ onClose, onCreated }: Omit<CreateGroupModalProps, 'opened'>) {
  const create = useCreateGroup();
  const { form, failure, showServerError } = useZodForm(groupNameBody, {
    initialValues: { name: '' },
  });
  return (
    <form
      aria-label="Create Group"
      noValidate
      onSubmit={form.onSubmit((body) =>
        create.mutate(body, {
          onSuccess: (group) => {
            showSuccessToast(GROUP_MESSAGES.created);
            if (group) onCreated?.(group);
            onClose();
          },
          onError: (error) => {
            showServerError(error);
            notifications.show({
              color: 'red',
              message: createFailedMessage(error),
              autoClose: TOAST_MS.default,
            });
          },
        }),
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
          confirmLabel="Create Group"
          isPending={create.isPending}
        />
      </Stack>
    </form>
  );
}
