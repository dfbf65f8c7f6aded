import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveChange {
  assetId: number;
  /** null: the asset was archived and leaves the map. */
  status: {
    asset_id: number;
    location: { latitude: number; longitude: number } | null;
    map_visual_indicator: string;
  } | null;
}

/** A browser-like subscriber to the live asset statuses of a running server. */
export function subscribeToStatuses(port: number, token: string) {
  const received: LiveChange[] = [];
  const errors: unknown[] = [];
  const client: Client = createClient({
    url: `ws://127.0.0.1:${port}/api/fleet/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const started = new Promise<void>((resolve) => {
    client.on('connected', () => resolve());
  });
  const dispose = client.subscribe<{ assetStatuses: LiveChange[] }>(
    { query: 'subscription { assetStatuses { assetId status } }' },
    {
      next: (message) => received.push(...(message.data?.assetStatuses ?? [])),
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return {
    received,
    errors,
    /** Resolves once the server accepted the connection (and so the subscription follows). */
    started,
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

/** The port a test app listens on (after `app.listen({ port: 0 })`). */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}
