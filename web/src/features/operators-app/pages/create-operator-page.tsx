import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { createOperatorBody } from '@fleet/domain';
import { describeError } from '../../../lib/error-toasts';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useCreateOperator } from '../api/create-operator';
import { usePostToCameraPage } from './operators-app-layout';

/**
 * The create-operator form the camera page's flyout frames (spec 1 §2 "Camera page"): it tells
 * the page 'operator-created', 'operator-error' (with the sentence) or 'cancel', and the page
 * shows the toast and closes the flyout.
 */
export function CreateOperatorPage() {
  const post = usePostToCameraPage();
  const create = useCreateOperator();
  const { form, failure, showServerError } = useZodForm(createOperatorBody, {
    initialValues: { first_name: '', last_name: '', fts_driver_id: '' },
  });
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        form.reset();
        post({ type: 'operator-created' });
      },
      onError: (error) => {
        showServerError(error);
        post({ type: 'operator-error', message: describeError(error).message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="First name"
          required
          autoFocus
          key={form.key('first_name')}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          required
          key={form.key('last_name')}
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Camera driver id"
          description="The id the camera system knows this driver by, if it has one."
          key={form.key('fts_driver_id')}
          {...form.getInputProps('fts_driver_id')}
        />
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => post({ type: 'cancel' })}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create driver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
