import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CACHE_CHANNEL, forgetCached, setSharedInvalidation } from '../db/read-cache';
import { createInProcessBus, type EventBus, type FleetEventName, type FleetEvents } from './events';

const CHANNEL = 'fleet_events';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MS = 1000;

interface Envelope {
  from: string;
  name: FleetEventName;
  payload: unknown;
}

export interface ClosableBus extends EventBus {
  close(): Promise<void>;
}

/**
 * The event bus across instances that share one PostgreSQL (DESIGN §1, §5): each event is
 * delivered in-process at once and sent with NOTIFY; other instances LISTEN and deliver it to
 * their own subscribers. An instance ignores its own notifications.
 */
export async function createPostgresBus(
  connectionString: string,
  onError: (error: unknown) => void = () => {},
): Promise<ClosableBus> {
  const local = createInProcessBus();
  const instanceId = randomUUID();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', onError); // an idle connection dropped by the server
  let listener: pg.Client | undefined;
  let isClosed = false;

  const deliver = (message: pg.Notification): void => {
    // Cache invalidations count from every instance, this one included (read-cache.ts).
    if (message.channel === CACHE_CHANNEL && message.payload) return forgetCached(message.payload);
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const envelope = JSON.parse(message.payload) as Envelope;
      if (envelope.from === instanceId) return;
      local.publish(envelope.name, envelope.payload as FleetEvents[typeof envelope.name]);
    } catch (error) {
      onError(error);
    }
  };

  /** One reconnection at a time, retried until it works (a server restart can take a while). */
  let retryTimer: NodeJS.Timeout | undefined;
  const reconnectSoon = (): void => {
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().catch((error: unknown) => {
        onError(error);
        reconnectSoon();
      });
    }, RECONNECT_MS);
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', deliver);
    client.on('error', (error) => {
      onError(error);
      if (listener === client) {
        listener = undefined;
        setSharedInvalidation(false);
      }
      reconnectSoon();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    if (isClosed) return void (await client.end());
    listener = client;
    setSharedInvalidation(true);
  };
  await listen();

  return {
    publish<K extends FleetEventName>(name: K, payload: FleetEvents[K]) {
      local.publish(name, payload);
      const text = JSON.stringify({ from: instanceId, name, payload } satisfies Envelope);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        onError(new Error(`event ${name} is too large to cross instances`));
        return;
      }
      publisher.query('select pg_notify($1, $2)', [CHANNEL, text]).catch(onError);
    },
    subscribe: (name, listener) => local.subscribe(name, listener),
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      if (listener) setSharedInvalidation(false);
      await listener?.end().catch(onError);
      await publisher.end();
    },
  };
}
