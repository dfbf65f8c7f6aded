import mqtt, { type MqttClient } from 'mqtt';
import type { BrokerCamera, CameraBroker } from './camera-broker';
import type { BrokerCredential } from './credentials';

/** Ask for a new credential this long before the current one stops admitting connections. */
const RENEW_BEFORE_MS = 60_000;

/**
 * An MQTT client signed in as the camera (the simulator's, or any server-side camera), made at
 * once and connected as soon as its credential is issued (Mosquitto's takes a round trip).
 * After a disconnection it renews the credential when the old one is near its end, before
 * mqtt.js reconnects a second later, so a camera outlives any one credential.
 */
export function connectAsCamera(broker: CameraBroker, camera: BrokerCamera): MqttClient {
  const url = broker.deviceUrl();
  if (url === undefined) throw new Error('The camera broker is not listening yet.');
  const client = mqtt.connect(url, {
    manualConnect: true,
    reconnectPeriod: 1_000,
    connectTimeout: 5_000,
    keepalive: 30,
  });
  let current: BrokerCredential | undefined;
  const signIn = async (): Promise<void> => {
    current = await broker.cameraCredential(camera);
    client.options.username = current.username;
    client.options.password = current.password;
    client.options.clientId = current.claims.clientId;
  };
  const fail = (error: unknown) =>
    client.emit('error', error instanceof Error ? error : new Error(String(error)));
  signIn()
    .then(() => {
      if (!client.disconnecting) client.connect();
    })
    .catch(fail);
  client.on('close', () => {
    const isNearEnd =
      current !== undefined && Date.now() >= current.claims.connectBy - RENEW_BEFORE_MS;
    if (isNearEnd && !client.disconnecting) signIn().catch(fail);
  });
  return client;
}
