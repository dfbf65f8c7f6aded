import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
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
  // Two fields need no form library: the sign-in page has a byte budget (docs/ARCHITECTURE.md
  // "Web weight"), and @mantine/form would be most of what it adds to the first download.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof LoginRequest, string>>>({});

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
    setFieldErrors(errors);
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
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof LoginRequest) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    void submit({ email: text('email'), password: text('password') });
  };

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
                name="email"
                error={fieldErrors.email}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                name="password"
                error={fieldErrors.password}
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
