import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';

export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_MS.default });
}

/** A sentence another page already worded (a framed page's error), shown as an error toast. */
export function showErrorMessage(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS.default });
}
