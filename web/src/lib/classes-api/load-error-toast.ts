import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';
import { isApiError } from '../api-client';
import { showErrorToast } from '../error-toasts';

/**
 * spec 2 §8: a failed read of categories or classes says the spec's sentence, once however many
 * screens asked. A 401 keeps its own words (the session ended), as everywhere.
 */
export function useLoadErrorToast(error: unknown, id: string, message: string): void {
  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.status === 401) {
      showErrorToast(error);
      return;
    }
    notifications.show({ id, color: 'red', message, autoClose: TOAST_MS.default });
  }, [error, id, message]);
}
