import { useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../../lib/notifications/use-notifications';
import { inventoryKeys } from './keys';

/**
 * The list reads again when the company's assets change in another tab or by someone else
 * (spec 2 §7 notification: created, deleted, updated), and after the socket comes back.
 */
export function useInventoryNotifications(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  useNotifications(
    (notification) => {
      if (notification.type !== 'CONFIGURATION_STEPS_UPDATED') refresh();
    },
    { onReconnect: refresh },
  );
}
