import type { FastifyInstance } from 'fastify';
import '@fastify/websocket'; // its route options (websocket: true) and handler types
import { MQTT_WEBSOCKET_PATH } from '@fleet/domain';
import type { CameraBroker, MqttConfig } from './camera-broker';
import { createEmbeddedBroker } from './embedded-broker';
import { createMosquittoBroker } from './mosquitto-broker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Camera signalling's MQTT broker (docs/CAMERAS.md "Broker"). */
    cameraBroker: CameraBroker;
  }
}

/**
 * Starts the camera broker with the app and ends it with the app's close. The embedded one
 * also takes browsers' WebSockets at /mqtt on this server (same origin, so the page's content
 * security policy already allows it); its TCP port opens with `cameraBroker.listen` (main.ts),
 * so building an app (tests) opens no port. Needs @fastify/websocket registered first.
 */
export async function registerCameraBroker(
  app: FastifyInstance,
  config: MqttConfig,
): Promise<void> {
  const broker =
    config.kind === 'embedded'
      ? await createEmbeddedBroker({ credentialSecret: config.credentialSecret, log: app.log })
      : await createMosquittoBroker({ config, log: app.log });
  app.decorate('cameraBroker', broker);
  app.addHook('onClose', async () => broker.close());
  const handleWebSocket = broker.handleWebSocket;
  if (!handleWebSocket) return;
  app.get(
    MQTT_WEBSOCKET_PATH,
    // Not an API call: no token (the MQTT login is the credential), not in the API docs.
    { websocket: true, schema: { hide: true } },
    (socket, request) => handleWebSocket(socket, request.raw),
  );
}
