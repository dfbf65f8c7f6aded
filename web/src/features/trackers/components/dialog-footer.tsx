import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface DialogFooterProps {
  /** The server's refusal, shown as sent; null when there is none. */
  failure: string | null;
  onCancel: () => void;
  /** The confirming button (a submit button unless `onConfirm` is given). */
  confirm: ReactNode;
  isPending: boolean;
  onConfirm?: () => void;
  color?: string;
}

/** The end of every tracker dialog: what went wrong, then Cancel and the action. */
export function DialogFooter({
  failure,
  onCancel,
  confirm,
  isPending,
  onConfirm,
  color,
}: DialogFooterProps) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          type={onConfirm ? 'button' : 'submit'}
          color={color}
          loading={isPending}
          onClick={onConfirm}
          data-autofocus={onConfirm ? true : undefined}
        >
          {confirm}
        </Button>
      </Group>
    </>
  );
}
