import { Alert, Anchor, Center, Loader, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { invitationAccept, type InvitationPreview } from '@fleet/domain';
import { FleetWordmark } from '../../../components/fleet-wordmark';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { tokenStore } from '../../../lib/token-store';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { refusalOf } from '../components/refusal';

/**
 * An invitation's page (docs/COMPANY-ADMIN.md "Invitations"): opened from the emailed link by
 * someone without an account. They choose a password and are signed in; a link that was used,
 * withdrawn or has expired says so.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <FleetWordmark order={2} />
          {preview.isPending && <Loader size="sm" aria-label="Loading the invitation" />}
          {preview.isError && (
            <Stack gap="sm">
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                {refusalOf(preview.error)}
              </Alert>
              <Anchor component={Link} to="/login" size="sm">
                Go to sign-in
              </Anchor>
            </Stack>
          )}
          {preview.data && <AcceptForm token={token} invitation={preview.data} />}
        </Stack>
      </Paper>
    </Center>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, failure, showServerError } = useZodForm(invitationAccept, {
    initialValues: { password: '' },
  });
  return (
    <form
      aria-label="Accept the invitation"
      noValidate
      onSubmit={form.onSubmit((body) =>
        accept.mutate(body, {
          onSuccess: ({ accessToken }) => {
            queryClient.clear();
            tokenStore.set(accessToken);
            void navigate('/', { replace: true });
          },
          onError: showServerError,
        }),
      )}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600} size="lg">
            Welcome, {invitation.first_name}
          </Text>
          <Text size="sm" c="dimmed">
            You are invited to {invitation.company_name} on Fleet. Choose a password to sign in as{' '}
            {invitation.email}.
          </Text>
        </Stack>
        <PasswordInput
          label="Password"
          description="At least 8 characters; a phrase of unrelated words is easy to remember."
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <DialogActions
          failure={failure}
          onCancel={() => void navigate('/login')}
          cancelLabel="Not now"
          confirmLabel="Join and sign in"
          isPending={accept.isPending}
        />
      </Stack>
    </form>
  );
}
