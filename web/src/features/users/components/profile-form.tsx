import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconLock } from '@tabler/icons-react';
import { MESSAGES, userSelfUpdate, type User } from '@fleet/domain';
import { showSuccessToast } from '../../../lib/toasts';
import { useUpdateUser, type UserSelfUpdate } from '../api/update-user';

// A type alias, not an interface: the zod resolver wants an indexable record.
type ProfileFormValues = {
  first_name: string;
  last_name: string;
  phone_number: string;
  cell_phone_number: string;
  i18n_locale: string;
  i18n_unit: User['i18n_unit'];
  i18n_temperature: User['i18n_temperature'];
};

const LOCALES = [
  { value: 'en-US', label: 'English (United States)' },
  { value: 'es-US', label: 'Español (Estados Unidos)' },
  { value: 'fr-CA', label: 'Français (Canada)' },
];
const UNITS = [
  { value: 'imperial', label: 'Imperial' },
  { value: 'metric', label: 'Metric' },
];
const TEMPERATURES = [
  { value: 'F', label: '°F' },
  { value: 'C', label: '°C' },
];

function toFormValues(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number ?? '',
    cell_phone_number: user.cell_phone_number ?? '',
    i18n_locale: user.i18n_locale,
    i18n_unit: user.i18n_unit,
    i18n_temperature: user.i18n_temperature,
  };
}

/** An empty phone field clears the number; parse() trims as the server does. */
function toChanges(values: ProfileFormValues): UserSelfUpdate {
  return userSelfUpdate.parse({
    ...values,
    phone_number: values.phone_number.trim() || null,
    cell_phone_number: values.cell_phone_number.trim() || null,
  });
}

export interface ProfileFormProps {
  user: User;
  isReadOnly: boolean;
}

export function ProfileForm({ user, isReadOnly }: ProfileFormProps) {
  const updateUser = useUpdateUser();
  const form = useForm<ProfileFormValues, (values: ProfileFormValues) => UserSelfUpdate>({
    initialValues: toFormValues(user),
    validate: zod4Resolver(userSelfUpdate),
    transformValues: toChanges,
    enhanceGetInputProps: () => ({ disabled: isReadOnly }),
  });

  const handleSubmit = form.onSubmit((changes) => {
    updateUser.mutate(
      { userId: user.user_id, changes },
      {
        onSuccess: (updated) => {
          showSuccessToast(MESSAGES.successfullyUpdated);
          form.setInitialValues(toFormValues(updated));
          form.reset();
        },
      },
    );
  });
  // A locale set elsewhere stays selectable rather than showing as blank.
  const locales = LOCALES.some((locale) => locale.value === user.i18n_locale)
    ? LOCALES
    : [...LOCALES, { value: user.i18n_locale, label: user.i18n_locale }];

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {isReadOnly && (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
              Your account is read-only.
            </Alert>
          )}
          <Title order={2} fz="lg">
            Personal details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            value={user.email}
            readOnly
            variant="filled"
            description="Your sign-in name; an admin can change it."
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone_number')}
            />
            <TextInput
              label="Cell phone number"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('cell_phone_number')}
            />
          </SimpleGrid>

          <Title order={2} fz="lg" mt="sm">
            Display
          </Title>
          <Select
            label="Locale"
            data={locales}
            allowDeselect={false}
            {...form.getInputProps('i18n_locale')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Input.Wrapper label="Unit">
              <SegmentedControl
                fullWidth
                data={UNITS}
                aria-label="Unit"
                {...form.getInputProps('i18n_unit')}
              />
            </Input.Wrapper>
            <Input.Wrapper label="Temperature">
              <SegmentedControl
                fullWidth
                data={TEMPERATURES}
                aria-label="Temperature"
                {...form.getInputProps('i18n_temperature')}
              />
            </Input.Wrapper>
          </SimpleGrid>

          {!isReadOnly && (
            <Group justify="flex-end" mt="sm">
              <Button type="submit" loading={updateUser.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
