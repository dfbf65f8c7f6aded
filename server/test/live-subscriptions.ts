import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** One subscription of a connection: what it received, and why it ended if it did. */
export interface LiveSubscription {
  received: unknown[];
  errors: string[];
  stop(): void;
}

/** A browser-like graphql-ws connection that can hold many subscriptions. */
export interface LiveConnection {
  subscribe(query: string, variables?: Record<string, unknown>): LiveSubscription;
  close(): Promise<void>;
}

/** GraphQL errors as their messages; a socket closed by the server as "closed <code>". */
function describeError(error: unknown): string {
  if (Array.isArray(error)) {
    return error.map((e: { message?: unknown }) => String(e.message)).join(' ');
  }
  if (error && typeof error === 'object' && 'code' in error) return `closed ${String(error.code)}`;
  return String(error);
}

/** Resolves once the server acknowledged the connection (connection_ack). */
export async function connectLive(port: number, token: string): Promise<LiveConnection> {
  const client: Client = createClient({
    url: `ws://127.0.0.1:${port}/api/fleet/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  await new Promise<void>((resolve) => {
    client.on('connected', () => resolve());
  });
  return {
    subscribe(query, variables) {
      const subscription: LiveSubscription = { received: [], errors: [], stop: () => {} };
      subscription.stop = client.subscribe(
        { query, ...(variables ? { variables } : {}) },
        {
          next: (message) => subscription.received.push(message.data),
          error: (error) => subscription.errors.push(describeError(error)),
          complete: () => {},
        },
      );
      return subscription;
    },
    close: async () => {
      await client.dispose();
    },
  };
}
