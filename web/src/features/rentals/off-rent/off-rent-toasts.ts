import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';

export { showSuccessToast } from '../../../lib/toasts';

/** spec 1 §8: the off-rent failures are the spec's sentences, not the generic handler's. */
export function showOffRentFailure(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS.default });
}

/** spec 1 §8 "batch error shows server message when present". */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && !error.isNetworkError && error.message ? error.message : fallback;
}
