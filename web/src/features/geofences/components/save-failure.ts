import { notifications } from '@mantine/notifications';
import { GEOFENCE_MESSAGES, TOAST_MS } from '@fleet/domain';

/**
 * A refused or failed save: the form shows the server's sentence where it belongs, and this
 * toast says spec 2 §8's 'There was an error saving your geofence!'.
 */
export function showSaveFailure(showServerError: (error: unknown) => void) {
  return (error: unknown) => {
    showServerError(error);
    notifications.show({
      color: 'red',
      message: GEOFENCE_MESSAGES.saveFailed,
      autoClose: TOAST_MS.default,
    });
  };
}
