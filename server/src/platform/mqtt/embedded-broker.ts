import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { createWebSocketStream } from 'ws';
import type { BrokerCamera, CameraBroker } from './camera-broker';
import {
  checkCredential,
  issueCredential,
  type BrokerRole,
  type CredentialClaims,
} from './credentials';
import { mayPublish, maySubscribe } from './acl';

/** MQTT 3.1.1's CONNACK codes for a refused login. */
const BAD_USERNAME_OR_PASSWORD = 4;

function refusal(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: BAD_USERNAME_OR_PASSWORD });
}

/**
 * The embedded broker (aedes) Fleet runs when no MQTT_URL is set: TCP on MQTT_PORT for cameras
 * and the simulator, and WebSocket at /mqtt on Fleet's own HTTP server for browsers. Its hooks
 * admit only credentials signed with the secret, each to its own topics (acl.ts); everything
 * else ($SYS, wildcards, other cameras, retained messages) is refused.
 */
export async function createEmbeddedBroker(options: {
  credentialSecret: string;
  log: FastifyBaseLogger;
  now?: () => number;
}): Promise<CameraBroker> {
  const { credentialSecret, log } = options;
  const now = options.now ?? Date.now;
  const claimsOf = new WeakMap<Client, CredentialClaims>();
  const sessionEnds = new Map<Client, NodeJS.Timeout>();

  const aedes = new Aedes({
    // Client ids are ours (23 characters) but cameras may bring longer ones of their own kind.
    maxClientsIdLength: 64,
    connectTimeout: 10_000,
    // One stuck browser must not hold every other viewer's messages (aedes' own warning).
    drainTimeout: 10_000,
    // Signalling topics have 6 levels; nothing needs more.
    maxTopicLevels: 8,
    heartbeatInterval: 60_000,
  });
  aedes.authenticate = (client, username, password, done) => {
    const checked = checkCredential(
      credentialSecret,
      { username, password, clientId: client.id },
      now(),
    );
    if (!checked.ok) {
      log.warn({ clientId: client.id, reason: checked.reason }, 'mqtt: login refused');
      done(refusal(`login refused: ${checked.reason}`), false);
      return;
    }
    claimsOf.set(client, checked.claims);
    done(null, true);
  };
  aedes.authorizePublish = (client, packet, done) => {
    const claims = client ? claimsOf.get(client) : undefined;
    // Retained signalling would replay an old offer to the next viewer: nothing is retained.
    if (!claims || packet.retain || !mayPublish(claims, packet.topic)) {
      log.warn({ clientId: client?.id, topic: packet.topic }, 'mqtt: publish refused');
      done(new Error('publish refused'));
      return;
    }
    done(null);
  };
  aedes.authorizeSubscribe = (client, subscription, done) => {
    const claims = claimsOf.get(client);
    if (!claims || !maySubscribe(claims, subscription.topic)) {
      log.warn({ clientId: client.id, topic: subscription.topic }, 'mqtt: subscribe refused');
      done(null, null); // a SUBACK with 128 for this topic; the connection stays
      return;
    }
    done(null, subscription);
  };
  // The credential's end is the session's end too, as on Mosquitto (docs/CAMERAS.md "Broker").
  aedes.on('clientReady', (client) => {
    const claims = claimsOf.get(client);
    if (!claims) return;
    const timer = setTimeout(() => client.close(), Math.max(0, claims.endsAt - now()));
    timer.unref();
    sessionEnds.set(client, timer);
  });
  aedes.on('clientDisconnect', (client) => {
    clearTimeout(sessionEnds.get(client));
    sessionEnds.delete(client);
  });
  aedes.on('clientError', (client, error) => {
    log.debug({ clientId: client.id, err: error }, 'mqtt: client error');
  });
  await aedes.listen();

  let tcp: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  let tcpPort: number | undefined;
  const credential = (role: BrokerRole, camera: BrokerCamera) =>
    Promise.resolve(issueCredential(credentialSecret, { role, ...camera }, now()));

  return {
    kind: 'embedded',
    browserUrl: undefined,
    viewerCredential: (camera) => credential('viewer', camera),
    cameraCredential: (camera) => credential('camera', camera),
    deviceUrl: () => (tcpPort === undefined ? undefined : `mqtt://127.0.0.1:${tcpPort}`),
    handleWebSocket(socket, request) {
      const stream = createWebSocketStream(socket);
      // A socket that breaks mid-frame is the client's problem, not an unhandled error here.
      stream.on('error', (error) => log.debug({ err: error }, 'mqtt: websocket error'));
      aedes.handle(stream, request);
    },
    async listen(port, host) {
      const server = net.createServer((socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
        aedes.handle(socket);
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      tcp = server;
      tcpPort = (server.address() as net.AddressInfo).port;
      return tcpPort;
    },
    async close() {
      for (const timer of sessionEnds.values()) clearTimeout(timer);
      sessionEnds.clear();
      // aedes ends its clients' connections, so the TCP server's close does not wait on them.
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      const server = tcp;
      tcp = undefined;
      tcpPort = undefined;
      // A connection that never sent CONNECT is not aedes' yet: ended here, or close would wait.
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
