import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';
import { isApiError } from '../../lib/api-client';
import { describeError } from '../../lib/error-toasts';

/**
 * spec 2 §8 "server message, or <the fallback>": a refusal the server explained in a sentence
 * (taken, in use, not found, a field) says it; no answer or a server failure says the fallback.
 * Signed out and not allowed keep the generic words every screen uses.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return fallback;
  if (error.status === 401 || error.status === 403) return describeError(error).message;
  return error.message || fallback;
}

export function showFailureToast(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS.default });
}
