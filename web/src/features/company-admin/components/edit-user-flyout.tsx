import { useState } from 'react';
import { Select, Stack, Switch, Text } from '@mantine/core';
import {
  SECURITY_LEVEL_OPTIONS,
  isSecurityLevelId,
  type CompanyAdminUser,
  type SecurityLevelId,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { Flyout } from '../../../components/dialogs/flyout';
import { showSuccessToast } from '../../../lib/toasts';
import { useUpdateUser } from '../api/users';
import { refusalOf } from './refusal';
import { fullName } from './user-columns';

/** Change a user's level and read-only access (admins); saving ends the user's sessions. */
export function EditUserFlyout({
  person,
  onClose,
}: {
  person: CompanyAdminUser | null;
  onClose: () => void;
}) {
  return (
    <Flyout
      opened={person !== null}
      onClose={onClose}
      title={person ? `Edit ${fullName(person)}` : 'Edit user'}
      size="400px"
    >
      {person && <EditUserForm key={person.user_id} person={person} onClose={onClose} />}
    </Flyout>
  );
}

function EditUserForm({ person, onClose }: { person: CompanyAdminUser; onClose: () => void }) {
  const update = useUpdateUser();
  const [level, setLevel] = useState<SecurityLevelId>(person.security_level_id);
  const [readOnly, setReadOnly] = useState(person.read_only);
  const isUnchanged = level === person.security_level_id && readOnly === person.read_only;
  return (
    <form
      aria-label={`Edit ${fullName(person)}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { userId: person.user_id, patch: { security_level_id: level, read_only: readOnly } },
          {
            onSuccess: () => {
              showSuccessToast(`${fullName(person)} was updated.`);
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A change signs {person.first_name} out everywhere, so it takes effect at once.
        </Text>
        <Select
          label="Level"
          allowDeselect={false}
          data={SECURITY_LEVEL_OPTIONS}
          value={String(level)}
          onChange={(value) => {
            const next = Number(value);
            if (isSecurityLevelId(next)) setLevel(next);
          }}
        />
        <Switch
          label="Read-only: can look, cannot change anything"
          checked={readOnly}
          onChange={(event) => setReadOnly(event.currentTarget.checked)}
        />
        <DialogActions
          failure={refusalOf(update.error)}
          onCancel={onClose}
          confirmLabel="Save"
          isPending={update.isPending}
          confirmDisabled={isUnchanged}
        />
      </Stack>
    </form>
  );
}
