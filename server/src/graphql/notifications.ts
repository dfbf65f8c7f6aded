import type { FastifyInstance } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { AppDeps } from '../deps';
import { keyedThrottle } from '../platform/keyed-throttle';
import type { SessionStreams } from './session-streams';
import { releaseWhenEnded, type SubscriptionBudget } from './subscription-budget';

/**
 * spec 2 §7 "Subscription: notification", with spec 2 §4's push notification types: assets
 * created, archived (deleted from every list), edited, and the configuration steps changed.
 * Over the same WebSocket and sign-in as the live statuses; only the subscriber's company.
 */
export const notificationsSchema = /* GraphQL */ `
  enum NotificationType {
    ASSET_CREATED
    ASSET_DELETED
    ASSET_UPDATED
    CONFIGURATION_STEPS_UPDATED
    "Beyond spec 2 §4: alerts fired in the company, on these assets (the bell reads its count again)."
    ALERT_FIRED
  }

  type Notification {
    type: NotificationType!
    "The assets it is about; empty for CONFIGURATION_STEPS_UPDATED."
    assetIds: [Int!]!
  }

  extend type Subscription {
    "What changed in the company, as it happens (asset lists and the setup page refresh on it)."
    notification: Notification!
  }
`;

type NotificationType =
  | 'ASSET_CREATED'
  | 'ASSET_DELETED'
  | 'ASSET_UPDATED'
  | 'CONFIGURATION_STEPS_UPDATED'
  | 'ALERT_FIRED';

interface Payload {
  notification: { type: NotificationType; assetIds: number[] };
}

/** At most one ALERT_FIRED per company this often; the first after a quiet spell goes at once. */
const ALERT_NOTICE_MS = 250;

const topicFor = (companyId: number): string => `notifications:${companyId}`;

/** Events of the bus (which crosses instances on PostgreSQL) to the company's subscribers. */
export function createNotificationFanout(
  app: FastifyInstance,
  deps: AppDeps,
  options: { budget: SubscriptionBudget; streams: SessionStreams },
) {
  const send = (companyId: number, type: NotificationType, assetIds: number[]) => {
    const payload: Payload = { notification: { type, assetIds } };
    app.graphql.pubsub.publish({ topic: topicFor(companyId), payload });
  };
  // A storm of alerts (a batch of fixes can fire hundreds) is one ALERT_FIRED per company per
  // interval, naming every asset since: the bell and Activity only read again on it, and a
  // message per batch queued behind each other on every open page, late by seconds.
  const alertNotices = keyedThrottle<number>(ALERT_NOTICE_MS, (companyId, assetIds) =>
    send(companyId, 'ALERT_FIRED', assetIds),
  );
  const unsubscribers = [
    deps.bus.subscribe('assets.created', ({ companyId, assetIds }) =>
      send(companyId, 'ASSET_CREATED', assetIds),
    ),
    deps.bus.subscribe('assets.updated', ({ companyId, assetIds }) =>
      send(companyId, 'ASSET_UPDATED', assetIds),
    ),
    deps.bus.subscribe('assets.archived', ({ companyId, assetIds }) =>
      send(companyId, 'ASSET_DELETED', assetIds),
    ),
    deps.bus.subscribe('configuration-steps.updated', ({ companyId }) =>
      send(companyId, 'CONFIGURATION_STEPS_UPDATED', []),
    ),
    deps.bus.subscribe('alerts.fired', ({ companyId, assetIds }) =>
      alertNotices.add(companyId, assetIds),
    ),
    // Registering, installing or removing a tracker moves the steps installTracker and
    // assignHardware, whichever module did it (spec 2 §3).
    deps.bus.subscribe('trackers.changed', ({ companyId }) =>
      send(companyId, 'CONFIGURATION_STEPS_UPDATED', []),
    ),
  ];

  const resolvers = {
    Subscription: {
      notification: {
        subscribe: mercurius.withFilter(
          async (_root: unknown, _args: unknown, context: MercuriusContext) => {
            const { companyId, userId } = context.auth;
            const socket = context.socket;
            const release = options.budget.refusing(socket, () =>
              options.budget.take(userId, socket),
            );
            options.streams.track(socket, context.auth);
            const source = await context.pubsub
              .subscribe<Payload>(topicFor(companyId))
              .catch((error: unknown) => {
                release();
                throw error;
              });
            releaseWhenEnded(source, release);
            return source;
          },
          () => true,
        ),
        resolve: (payload: Payload) => payload.notification,
      },
    },
  };

  return {
    resolvers,
    close(): void {
      for (const unsubscribe of unsubscribers) unsubscribe();
      alertNotices.close();
    },
  };
}
