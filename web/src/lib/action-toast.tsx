import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';

export interface ToastAction {
  label: string;
  /** A path of the app ('/assets/archive'). */
  to: string;
}

/**
 * A success toast with one action beside its sentence (spec 2 §8 'View archive'). The action
 * is a plain hash link: toasts render outside the router, and the app's routes are hash paths.
 */
export function showActionToast(message: string, action: ToastAction): void {
  const id = notifications.show({
    color: 'green',
    autoClose: TOAST_MS.default,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{message}</Text>
        <Anchor
          href={`#${action.to}`}
          size="sm"
          fw={600}
          onClick={() => notifications.hide(id)}
          style={{ whiteSpace: 'nowrap' }}
        >
          {action.label}
        </Anchor>
      </Group>
    ),
  });
}
