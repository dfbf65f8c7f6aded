import { notifications } from '@mantine/notifications';
import { MESSAGES, TOAST_MS } from '@fleet/domain';
import { isApiError } from './api-client';

/** What the generic handler shows for a failed call (spec 2 §8). */
export interface ErrorToast {
  /** Same-id toasts are shown once: a burst of failing calls says it once. */
  id?: string;
  title?: string;
  message: string;
  autoClose: number;
  /** Network errors go away when clicked (spec 2 §8). */
  closeOnClick: boolean;
  /** Server errors stay their full 8 s (spec 2 §8: not closable by click). */
  withCloseButton: boolean;
}

function toast(message: string, extra: Partial<ErrorToast> = {}): ErrorToast {
  return {
    message,
    autoClose: TOAST_MS.default,
    closeOnClick: false,
    withCloseButton: true,
    ...extra,
  };
}

export function describeError(error: unknown): ErrorToast {
  if (!isApiError(error)) return toast(MESSAGES.problemText, { title: MESSAGES.problemTitle });

  if (error.isNetworkError) {
    const status = error.status > 0 ? String(error.status) : '000';
    return toast(MESSAGES.networkError(status), {
      autoClose: TOAST_MS.networkError,
      closeOnClick: true,
    });
  }
  // The client signs out on an invalid token, so say why rather than "log out and in".
  if (error.isInvalidToken) return toast(MESSAGES.invalidToken, { id: 'auth-invalid-token' });
  if (error.status === 401) return toast(MESSAGES.notLoggedIn, { id: 'auth-not-logged-in' });
  if (error.status >= 500) {
    return toast(MESSAGES.serverError(error.message), {
      autoClose: TOAST_MS.serverError,
      withCloseButton: false,
    });
  }
  if (error.code === 'VALIDATION_FAILED') {
    return toast(MESSAGES.validationHint, { title: error.message });
  }
  switch (error.status) {
    case 403:
      return toast(error.code === 'READ_ONLY' ? MESSAGES.readOnly : MESSAGES.forbidden);
    case 404:
      return toast(MESSAGES.notFound);
    case 409:
      return toast(error.message);
    default:
      return toast(MESSAGES.problemText, { title: MESSAGES.problemTitle });
  }
}

export function showErrorToast(error: unknown): void {
  if (!isApiError(error)) console.error(error);
  const { id, title, message, autoClose, closeOnClick, withCloseButton } = describeError(error);
  const shownId = notifications.show({
    id,
    color: 'red',
    title,
    message,
    autoClose,
    withCloseButton,
    onClick: closeOnClick ? () => notifications.hide(shownId) : undefined,
    style: closeOnClick ? { cursor: 'pointer' } : undefined,
  });
}
