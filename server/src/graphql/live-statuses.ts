import type { FastifyInstance } from 'fastify';
import { GraphQLScalarType } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { AssetStatus } from '@fleet/domain';
import type { AppDeps } from '../deps';
import { hashToken, type AuthContext } from '../platform/auth';
import { findLiveSession } from '../modules/auth/sessions.repo';
import { findLiveStatuses } from '../modules/assets/assets.service';
import type { IndicatorFacts } from '../modules/assets/asset-dto';
import { checkAssetIds, createSubscriptionBudget, releaseWhenEnded } from './subscription-budget';
import type { SessionStreams } from './session-streams';

/** spec 1 §7: the streaming subscription of asset statuses, scoped to the caller's company. */
export const liveStatusesSchema = /* GraphQL */ `
  "An asset status exactly as REST's GET assets/{id}/status returns it (snake_case)."
  scalar AssetStatusJSON

  type AssetStatusChange {
    assetId: Int!
    "The new status; null when the asset left the map (archived): drop it."
    status: AssetStatusJSON
  }

  type Subscription {
    "Statuses as they change; only the given assets when assetIds is set."
    assetStatuses(assetIds: [Int!]): [AssetStatusChange!]!
  }
`;

interface Change {
  assetId: number;
  /** null: the asset was archived and leaves the map. */
  status: AssetStatus | null;
}
interface Payload {
  assetStatuses: Change[];
}
interface Args {
  assetIds?: number[] | null;
}

/** The part of a WebSocket the stream needs (the `ws` socket mercurius hands over). */
export interface LiveSocket {
  close(code?: number, reason?: string): void;
  terminate(): void;
  once(event: 'close', listener: () => void): unknown;
}

/** Changes within this window go out as one message (and one database read). */
const COALESCE_MS = 50;
const topicFor = (companyId: number): string => `asset-statuses:${companyId}`;

const assetStatusScalar = new GraphQLScalarType({
  name: 'AssetStatusJSON',
  serialize: (value) => value,
});

/** A set, not the list: a subscription may name 10,000 assets and a change carries many. */
const wantedAssets = (args: Args): Set<number> | undefined =>
  args.assetIds ? new Set(args.assetIds) : undefined;

/** Reads the bearer token of the connection_init message (browsers cannot set headers). */
export async function authenticateConnection(
  deps: AppDeps,
  payload: unknown,
): Promise<{ auth: AuthContext } | false> {
  const record = (payload ?? {}) as Record<string, unknown>;
  const raw = record.authorization ?? record.Authorization ?? record.accessToken;
  if (typeof raw !== 'string') return false;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  if (!token) return false;
  const auth = await findLiveSession(deps.db, hashToken(token));
  return auth ? { auth } : false;
}

/**
 * Fan-out from the event bus (which on PostgreSQL carries events between instances) to the
 * subscribers of this instance. Only companies with a subscriber cost a read.
 */
export function createLiveStatusFanout(
  app: FastifyInstance,
  deps: AppDeps,
  streams: SessionStreams,
) {
  const watchers = new Map<number, number>();
  const pending = new Map<number, Set<number>>();
  let timer: NodeJS.Timeout | undefined;
  /** Asset facts per company; trackers moving between assets clear them. */
  const facts = new Map<number, Map<number, IndicatorFacts>>();
  const factsOf = (companyId: number): Map<number, IndicatorFacts> => {
    let known = facts.get(companyId);
    if (!known) {
      known = new Map();
      facts.set(companyId, known);
    }
    return known;
  };
  const unsubscribeTrackers = deps.bus.subscribe('trackers.changed', ({ companyId }) => {
    facts.delete(companyId);
  });
  const budget = createSubscriptionBudget();

  const flush = async (): Promise<void> => {
    timer = undefined;
    const batches = [...pending];
    pending.clear();
    for (const [companyId, ids] of batches) {
      if (!watchers.get(companyId)) continue;
      const statuses = await findLiveStatuses(deps, companyId, [...ids], factsOf(companyId));
      const payload: Payload = {
        assetStatuses: statuses.map((status) => ({ assetId: status.asset_id, status })),
      };
      app.graphql.pubsub.publish({ topic: topicFor(companyId), payload });
    }
  };

  /**
   * An archive goes out at once, as a null status per asset: no read to make, and a status of
   * the asset still pending is dropped (a stolen one's tracker goes on reporting).
   */
  const unsubscribeArchived = deps.bus.subscribe('assets.archived', ({ companyId, assetIds }) => {
    const waiting = pending.get(companyId);
    for (const assetId of assetIds) {
      waiting?.delete(assetId);
      facts.get(companyId)?.delete(assetId);
    }
    if (!watchers.get(companyId)) return;
    const payload: Payload = {
      assetStatuses: assetIds.map((assetId) => ({ assetId, status: null })),
    };
    app.graphql.pubsub.publish({ topic: topicFor(companyId), payload });
  });

  const unsubscribe = deps.bus.subscribe('asset-statuses.changed', ({ companyId, assetIds }) => {
    if (!watchers.get(companyId)) return;
    const ids = pending.get(companyId) ?? new Set<number>();
    for (const assetId of assetIds) ids.add(assetId);
    pending.set(companyId, ids);
    timer ??= setTimeout(() => {
      flush().catch((error: unknown) => app.log.error({ err: error }, 'live status fan-out'));
    }, COALESCE_MS);
  });

  const resolvers = {
    AssetStatusJSON: assetStatusScalar,
    Subscription: {
      assetStatuses: {
        subscribe: mercurius.withFilter(
          async (_root: unknown, args: Args, context: MercuriusContext) => {
            const { companyId, userId } = context.auth;
            const socket = context.socket;
            // Taken here, where the stream is made: its close is what gives the place back.
            const release = budget.refusing(socket, () => {
              checkAssetIds(args.assetIds);
              return budget.take(userId, socket);
            });
            streams.track(socket, context.auth);
            const source = await context.pubsub
              .subscribe<Payload>(topicFor(companyId))
              .catch((error: unknown) => {
                release();
                throw error;
              });
            watchers.set(companyId, (watchers.get(companyId) ?? 0) + 1);
            source.once('close', () => {
              watchers.set(companyId, (watchers.get(companyId) ?? 1) - 1);
            });
            releaseWhenEnded(source, release);
            return source;
          },
          (payload: Payload, args: Args) => {
            const wanted = wantedAssets(args);
            return !wanted || payload.assetStatuses.some((c) => wanted.has(c.assetId));
          },
        ),
        resolve: (payload: Payload, args: Args): Change[] => {
          const wanted = wantedAssets(args);
          return wanted
            ? payload.assetStatuses.filter((c) => wanted.has(c.assetId))
            : payload.assetStatuses;
        },
      },
    },
  };

  return {
    resolvers,
    budget,
    close(): void {
      unsubscribe();
      unsubscribeArchived();
      unsubscribeTrackers();
      if (timer) clearTimeout(timer);
    },
  };
}
