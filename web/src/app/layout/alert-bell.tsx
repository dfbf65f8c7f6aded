import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { alertKeys, useUnreadAlertCount } from '../../lib/alerts-api/alerts-api';
import { useNotifications } from '../../lib/notifications/use-notifications';

/**
 * The bell on the Alerts entry of the side navigation: the user's unread in-app alerts, read
 * again the moment one fires anywhere in the company (the `notification` subscription), so a
 * fix that crosses a fence shows here within a second.
 */
export function AlertBell() {
  const client = useQueryClient();
  const unread = useUnreadAlertCount(true);
  useNotifications(
    (notification) => {
      if (notification.type === 'ALERT_FIRED') {
        void client.invalidateQueries({ queryKey: alertKeys.all });
      }
    },
    { onReconnect: () => void client.invalidateQueries({ queryKey: alertKeys.all }) },
  );
  const count = unread.data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      variant="filled"
      aria-label={`${count} unread ${count === 1 ? 'alert' : 'alerts'}`}
      data-testid="alert-bell"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
