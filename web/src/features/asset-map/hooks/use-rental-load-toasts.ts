import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { RENTAL_LIST_MESSAGES, TOAST_MS } from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';

/** spec 1 §8 "Rental load": 401 and 403 have their sentences; otherwise the server's message. */
export function rentalLoadMessage(error: unknown): string {
  if (!isApiError(error)) return RENTAL_LIST_MESSAGES.singleFailed;
  if (error.status === 401) return RENTAL_LIST_MESSAGES.unauthorized;
  if (error.status === 403) return RENTAL_LIST_MESSAGES.forbidden;
  return error.message || RENTAL_LIST_MESSAGES.singleFailed;
}

/** One toast when the card's rental fails to load; the card then closes. */
export function useRentalLoadToast(error: unknown, onFailed: () => void): void {
  useEffect(() => {
    if (!error) return;
    notifications.show({
      id: 'rental-card-load',
      color: 'red',
      message: rentalLoadMessage(error),
      autoClose: TOAST_MS.default,
    });
    onFailed();
    // onFailed navigates away; run once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
