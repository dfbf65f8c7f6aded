import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createClient } from 'graphql-ws';
import { tokenStore } from '../token-store';

/** spec 2 §4 push notification types, as the `notification` subscription sends them. */
export type NotificationType =
  | 'ASSET_CREATED'
  | 'ASSET_DELETED'
  | 'ASSET_UPDATED'
  | 'CONFIGURATION_STEPS_UPDATED'
  | 'ALERT_FIRED';

export interface FleetNotification {
  type: NotificationType;
  assetIds: number[];
}

const SUBSCRIPTION = /* GraphQL */ `
  subscription Notifications {
    notification {
      type
      assetIds
    }
  }
`;

/** The fleet GraphQL WebSocket beside the page (Vite proxies it in development). */
export function notificationsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/fleet/graphql`;
}

/** Reads one message of the subscription; anything else is ignored. */
export function readNotification(data: unknown): FleetNotification | null {
  const notification = (data as { notification?: unknown } | null | undefined)?.notification;
  if (!notification || typeof notification !== 'object') return null;
  const { type, assetIds } = notification as { type?: unknown; assetIds?: unknown };
  if (typeof type !== 'string' || !Array.isArray(assetIds)) return null;
  const ids = assetIds.filter((id): id is number => typeof id === 'number');
  return { type: type as NotificationType, assetIds: ids };
}

/**
 * spec 2 §7 "Subscription: notification": calls `onNotification` with what changed in the
 * company (assets created, deleted, updated; configuration steps), over the fleet WebSocket
 * with the bearer token in the connection parameters. Reconnects by itself; while the socket
 * was down nothing is replayed, so `onReconnect` lets the page read its data again.
 */
export function useNotifications(
  onNotification: (notification: FleetNotification) => void,
  { enabled = true, onReconnect }: { enabled?: boolean; onReconnect?: () => void } = {},
): void {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  // The latest handlers, without reconnecting when the page passes new functions.
  const handlers = useRef({ onNotification, onReconnect });
  useEffect(() => {
    handlers.current = { onNotification, onReconnect };
  });

  useEffect(() => {
    if (!enabled || token === null) return;
    const client = createClient({
      url: notificationsUrl(window.location),
      connectionParams: () => ({ authorization: `Bearer ${tokenStore.get() ?? ''}` }),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) handlers.current.onReconnect?.();
        },
      },
    });
    const unsubscribe = client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (message) => {
          const notification = readNotification(message.data);
          if (notification) handlers.current.onNotification(notification);
        },
        error: (error) => console.error('notifications', error),
        complete: () => undefined,
      },
    );
    return () => {
      unsubscribe();
      void client.dispose();
    };
  }, [enabled, token]);
}
