import type { ReactNode } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, naming what it is about: "Take DEMO7 off PU-0007?". */
  title: string;
  /** What happens if the person confirms, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click outside. */
  onCancel: () => void;
  isPending?: boolean;
  /** The server's refusal, shown inside the dialog so the person can try again or cancel. */
  failure?: string | null;
  /** Red confirm button, for what cannot simply be undone. */
  danger?: boolean;
}

/** The one "are you sure?" dialog: a question, what it does, Cancel and the action. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  failure = null,
  danger = false,
}: ConfirmDialogProps) {
  return (
    // Above the dialog or flyout that asked (Mantine stacks modals at 200 by default).
    <Modal opened={opened} onClose={onCancel} title={title} size="md" zIndex={300}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <DialogActions
          failure={failure}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          isPending={isPending}
          onConfirm={onConfirm}
          danger={danger}
        />
      </Stack>
    </Modal>
  );
}
