import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';
import { apiTokenCreate, type ApiToken, type ApiTokenCreated } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useCreateApiToken, useRevokeApiToken } from '../api/integrations';
import { refusalOf } from './refusal';

/** Name a new token, then show it once: only its hash is kept. */
export function CreateTokenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const close = onClose;
  return (
    <Modal
      opened={opened}
      onClose={close}
      // Forgotten once the modal has faded, so the token stays on screen until then.
      onExitTransitionEnd={() => setCreated(null)}
      title="Create an API token"
      size="lg"
    >
      {created ? (
        <ShownOnce created={created} onDone={close} />
      ) : (
        <NameForm onCreated={setCreated} onClose={close} />
      )}
    </Modal>
  );
}

function NameForm({
  onCreated,
  onClose,
}: {
  onCreated: (token: ApiTokenCreated) => void;
  onClose: () => void;
}) {
  const create = useCreateApiToken();
  const { form, failure, showServerError } = useZodForm(apiTokenCreate, {
    initialValues: { name: '' },
  });
  return (
    <form
      aria-label="Create an API token"
      noValidate
      onSubmit={form.onSubmit(({ name }) =>
        create.mutate(name, { onSuccess: onCreated, onError: showServerError }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          description="What uses it, such as the telematics import."
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel="Create token"
          isPending={create.isPending}
        />
      </Stack>
    </form>
  );
}

function ShownOnce({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title="Copy it now">
        This is the only time the token is shown. Store it where the integration keeps secrets.
      </Alert>
      <Code block aria-label="The new API token" style={{ wordBreak: 'break-all' }}>
        {created.token}
      </Code>
      <Stack gap={4} align="flex-start">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy token'}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="dimmed">
          Send it as <Code>Authorization: Bearer {'<token>'}</Code>.
        </Text>
      </Stack>
      <Button onClick={onDone} style={{ alignSelf: 'flex-end' }}>
        Done
      </Button>
    </Stack>
  );
}

/** Revoke a token: calls with it answer 401 from now on. */
export function RevokeTokenDialog({
  token,
  onClose,
}: {
  token: ApiToken | null;
  onClose: () => void;
}) {
  const revoke = useRevokeApiToken();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={token !== null}
      title={`Revoke ${token?.name ?? 'the token'}?`}
      confirmLabel="Revoke"
      danger
      isPending={revoke.isPending}
      failure={refusalOf(revoke.error)}
      onCancel={close}
      onConfirm={() => {
        if (!token) return;
        revoke.mutate(token.api_token_id, {
          onSuccess: () => {
            showSuccessToast(`${token.name} was revoked.`);
            close();
          },
        });
      }}
    >
      <Text size="sm">Whatever uses it is refused from now on. This cannot be undone.</Text>
    </ConfirmDialog>
  );
}
