import { useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../../lib/notifications/use-notifications';
import { assetRegisterKeys } from './keys';

/**
 * The register reads again when the company's assets change in another tab or by someone
 * else (spec 2 §7 notification: created, deleted, updated), and after the socket comes back.
 */
export function useRegisterNotifications(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: assetRegisterKeys.all });
  useNotifications(
    (notification) => {
      if (notification.type.startsWith('ASSET_')) refresh();
    },
    { onReconnect: refresh },
  );
}
