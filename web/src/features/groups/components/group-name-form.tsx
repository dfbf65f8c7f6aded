import { Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_MS, groupNameBody } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';

/** A failure toast in the groups' words (spec 2 §8). */
export const showGroupFailure = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: TOAST_MS.default });

interface GroupNameFormProps {
  label: string;
  initialName: string;
  confirmLabel: string;
  isPending: boolean;
  onClose: () => void;
  /** Sends the name; `showServerError` puts the server's refusal under the field. */
  onSubmit: (body: { name: string }, showServerError: (error: unknown) => void) => void;
}

/** The group's name, required ('Field cannot be empty.'): the Create Group and rename forms. */
export function GroupNameForm(props: GroupNameFormProps) {
  const { form, failure, showServerError } = useZodForm(groupNameBody, {
    initialValues: { name: props.initialName },
  });
  return (
    <form
      aria-label={props.label}
      noValidate
      onSubmit={form.onSubmit((body) => props.onSubmit(body, showServerError))}
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
          onCancel={props.onClose}
          confirmLabel={props.confirmLabel}
          isPending={props.isPending}
        />
      </Stack>
    </form>
  );
}
