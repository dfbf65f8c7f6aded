import { Select, Stack, Text, TextInput } from '@mantine/core';
import { COMPANY_ADMIN_MESSAGES, SECURITY_LEVEL_OPTIONS, invitationCreate } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { Flyout } from '../../../components/dialogs/flyout';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useInvite } from '../api/invitations';

/** Invite someone: the link goes out by email (the Email outbox by default). */
export function InviteUserFlyout({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Flyout opened={opened} onClose={onClose} title="Invite a user" size="400px">
      {opened && <InviteForm onClose={onClose} />}
    </Flyout>
  );
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const invite = useInvite();
  const { form, failure, showServerError } = useZodForm(invitationCreate, {
    initialValues: { email: '', first_name: '', last_name: '', security_level_id: 5 },
  });
  return (
    <form
      aria-label="Invite a user"
      noValidate
      onSubmit={form.onSubmit((body) =>
        invite.mutate(body, {
          onSuccess: (sent) => {
            showSuccessToast(COMPANY_ADMIN_MESSAGES.invitationSent(sent.email));
            onClose();
          },
          onError: showServerError,
        }),
      )}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          They get an email with a link to choose a password. The link works for a week.
        </Text>
        <TextInput
          label="Email"
          required
          type="email"
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput label="First name" required {...form.getInputProps('first_name')} />
        <TextInput label="Last name" required {...form.getInputProps('last_name')} />
        <Select
          label="Level"
          required
          allowDeselect={false}
          data={SECURITY_LEVEL_OPTIONS}
          value={String(form.values.security_level_id)}
          onChange={(level) => form.setFieldValue('security_level_id', Number(level ?? 5))}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Send invitation"
          isPending={invite.isPending}
        />
      </Stack>
    </form>
  );
}
