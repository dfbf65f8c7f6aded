import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface DialogActionsProps {
  /** The server's refusal no field shows, as sent; null when there is none. */
  failure: string | null;
  onCancel: () => void;
  /** The confirming button's words ("Register", "Take off"). */
  confirmLabel: ReactNode;
  /** While the call is under way the button spins and cannot be pressed twice. */
  isPending: boolean;
  /** Without it the button submits the form the actions end. */
  onConfirm?: () => void;
  /** Red, for what cannot simply be undone. */
  danger?: boolean;
  cancelLabel?: ReactNode;
  /** The action cannot be taken yet (a required choice is missing or invalid). */
  confirmDisabled?: boolean;
}

/** The end of every dialog, flyout and form: what went wrong, then Cancel and the action. */
export function DialogActions({
  failure,
  onCancel,
  confirmLabel,
  isPending,
  onConfirm,
  danger = false,
  cancelLabel = 'Cancel',
  confirmDisabled = false,
}: DialogActionsProps) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={danger ? 'red' : undefined}
          loading={isPending}
          disabled={confirmDisabled}
          onClick={onConfirm}
          // A confirmation has no field: its button takes the focus when the dialog opens.
          data-autofocus={onConfirm ? true : undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
