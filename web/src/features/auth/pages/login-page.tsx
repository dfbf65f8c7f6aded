import { useState } from 'react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { LoginRequest } from '@fleet/domain';
import { FleetWordmark } from '../../../components/fleet-wordmark';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/error-toasts';
import { loadLoginSchemas, useLogin, type LoginResponse } from '../api/login';

export interface LoginPageProps {
  onSignedIn: (response: LoginResponse) => void;
}

/** Wrong credentials (401) and too many attempts (429) are said on the form, in the server's words. */
const FORM_ERROR_STATUSES = new Set([401, 429]);

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });

  // Validated here rather than by the form's `validate`, which cannot wait: the schema loads on
  // the first attempt (api/login-schemas.ts). The messages are the schema's, as before.
  const submit = async (values: LoginRequest) => {
    setFormError(null);
    let schemas: Awaited<ReturnType<typeof loadLoginSchemas>>;
    try {
      schemas = await loadLoginSchemas();
    } catch (error) {
      showErrorToast(error); // the server could not be reached for the script
      return;
    }
    const { loginRequest, validateLoginForm } = schemas;
    const errors = validateLoginForm(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // parse() trims the email as the server would; validation already passed.
    login.mutate(loginRequest.parse(values), {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error) && FORM_ERROR_STATUSES.has(error.status)) setFormError(error.message);
        else showErrorToast(error);
      },
    });
  };
  const handleSubmit = form.onSubmit((values) => void submit(values));

  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <Stack gap="lg">
          <Stack gap={4}>
            <FleetWordmark order={1} />
            <Text c="dimmed" size="sm">
              Sign in to track, service and rent out your fleet.
            </Text>
          </Stack>
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {formError}
            </Alert>
          )}
          <form onSubmit={handleSubmit} noValidate>
            <Stack>
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                autoFocus
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth mt="xs" loading={login.isPending}>
                Sign in
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Center>
  );
}
