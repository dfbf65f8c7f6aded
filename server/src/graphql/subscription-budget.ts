import { MAX_ID } from '@fleet/domain';
import { graphqlRefusal } from './query-limits';

/**
 * How many live subscriptions one WebSocket and one user may hold on this instance, and how
 * many assets one may name (OPERATIONS.md "Limits"). The web client opens one per tab; without
 * a bound, 5,000 subscriptions on one socket had every status change sent 5,000 times.
 */
export const SUBSCRIPTION_LIMITS = {
  perConnection: 10,
  perUser: 50,
  /** The web client streams companies of fewer than 10,000 assets (spec 1 §6). */
  assetIds: 10_000,
  /** Refused subscription requests after which a connection is dropped. */
  refusedPerConnection: 20,
} as const;

/** `assetIds` names at most 10,000 assets, each a positive 32-bit id. */
export function checkAssetIds(assetIds: readonly number[] | null | undefined): void {
  if (!assetIds) return;
  if (assetIds.length > SUBSCRIPTION_LIMITS.assetIds) {
    throw graphqlRefusal(
      `assetIds names ${assetIds.length} assets; at most ${SUBSCRIPTION_LIMITS.assetIds} are allowed (leave it out to follow every asset).`,
      'SUBSCRIPTION_LIMIT',
    );
  }
  const wrong = assetIds.find((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID);
  if (wrong !== undefined) {
    throw graphqlRefusal(
      `assetIds holds ${wrong}, which is not an asset id (a whole number from 1 to ${MAX_ID}).`,
      'SUBSCRIPTION_LIMIT',
    );
  }
}

/** The WebSocket of a subscription, as far as the budget needs it. */
export interface Connection {
  /** Drops the connection at once, unread messages included. */
  terminate(): void;
}

export interface SubscriptionBudget {
  /** Throws why this user or connection may not start another subscription now. */
  check(userId: number, connection: Connection | undefined): void;
  /** Takes a place for one subscription, or throws why not; call the returned release once it ends. */
  take(userId: number, connection: Connection | undefined): () => void;
  /**
   * Runs a check of a subscription on `connection`. Each refusal counts against the connection,
   * and one that keeps asking is dropped: every refused request still costs a parse, and
   * mercurius keeps some state of each until the socket closes.
   */
  refusing<T>(connection: Connection | undefined, check: () => T): T;
}

/** Counts open subscriptions per connection and per user; a count at zero is forgotten. */
export function createSubscriptionBudget(): SubscriptionBudget {
  const perConnection = new Map<Connection, number>();
  const perUser = new Map<number, number>();
  const refused = new WeakMap<Connection, number>();
  const add = <K>(counts: Map<K, number>, key: K, step: 1 | -1): void => {
    const next = (counts.get(key) ?? 0) + step;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  const check = (userId: number, connection: Connection | undefined): void => {
    if (connection && (perConnection.get(connection) ?? 0) >= SUBSCRIPTION_LIMITS.perConnection) {
      throw graphqlRefusal(
        `This connection already has ${SUBSCRIPTION_LIMITS.perConnection} live subscriptions; end one before starting another.`,
        'SUBSCRIPTION_LIMIT',
      );
    }
    if ((perUser.get(userId) ?? 0) >= SUBSCRIPTION_LIMITS.perUser) {
      throw graphqlRefusal(
        `You already have ${SUBSCRIPTION_LIMITS.perUser} live subscriptions open; close a tab or a window before starting another.`,
        'SUBSCRIPTION_LIMIT',
      );
    }
  };
  return {
    check,
    take(userId, connection) {
      check(userId, connection);
      if (connection) add(perConnection, connection, 1);
      add(perUser, userId, 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        if (connection) add(perConnection, connection, -1);
        add(perUser, userId, -1);
      };
    },
    refusing(connection, run) {
      try {
        return run();
      } catch (error) {
        if (connection) {
          const count = (refused.get(connection) ?? 0) + 1;
          refused.set(connection, count);
          if (count > SUBSCRIPTION_LIMITS.refusedPerConnection) connection.terminate();
        }
        throw error;
      }
    },
  };
}

/**
 * Calls `release` once the subscription's stream ends. Mercurius runs the functions of a stream's
 * `close` list the moment the client stops it or its socket closes (the contract of a custom
 * PubSub), before it reads the next message; the stream's 'close' event only follows a tick
 * later, and is the fallback.
 */
export function releaseWhenEnded(
  stream: { once(event: 'close', listener: () => void): unknown },
  release: () => void,
): void {
  const onClose = (stream as { close?: unknown }).close;
  if (Array.isArray(onClose)) onClose.push(release);
  stream.once('close', release);
}
