import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';

export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_MS.default });
}
