import { Modal } from '@mantine/core';
import { GROUP_MESSAGES, type Group } from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { useCreateGroup } from '../api/groups';
import { GroupNameForm, showGroupFailure } from './group-name-form';

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
  return (
    <GroupNameForm
      label="Create Group"
      initialName=""
      confirmLabel="Create Group"
      isPending={create.isPending}
      onClose={onClose}
      onSubmit={(body, showServerError) =>
        create.mutate(body, {
          onSuccess: (group) => {
            showSuccessToast(GROUP_MESSAGES.created);
            if (group) onCreated?.(group);
            onClose();
          },
          onError: (error) => {
            showServerError(error);
            showGroupFailure(createFailedMessage(error));
          },
        })
      }
    />
  );
}
