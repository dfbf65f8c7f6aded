/**
 * The broker connection of a live config (spec 1 §7, docs/CAMERAS.md "Live config"): MQTT over
 * WebSocket at `<protocol>://<host>/mqtt` as the config's user, subscribed to its subscription
 * topic. The only module that imports the mqtt package, loaded with the window.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { CAMERA_WINDOW_MESSAGES, MQTT_WEBSOCKET_PATH, type CameraLiveConfig } from '@fleet/domain';
import { CAMERA_TIMEOUT_MS } from '../model/camera-timings';
import type { BrokerClient } from './broker-client';
import { CameraWindowError } from './camera-connection';

/** spec 1 §7: keepalive 30 s, reconnect after 1 s, connect timeout 5 s. */
const MQTT_OPTIONS = { keepalive: 30, reconnectPeriod: 1_000, connectTimeout: 5_000 } as const;

/** A SUBACK return code of 128 is the broker refusing the subscription (MQTT 3.1.1 §3.9.3). */
const SUBSCRIPTION_REFUSED = 128;

function wrap(client: MqttClient): BrokerClient {
  return {
    publish: (topic, payload) => {
      client.publish(topic, payload);
    },
    onMessage: (handler) => {
      client.on('message', (topic, payload) => handler(topic, payload));
    },
    onError: (handler) => {
      client.on('error', (error) => handler(CAMERA_WINDOW_MESSAGES.mqtt(error.message)));
    },
    end: () => {
      // Not forced: the session's last `bye` is still in the socket's buffer, and a forced end
      // dropped it, leaving the camera busy for its next viewer until its own timeout.
      client.end(false);
    },
  };
}

/** Resolves once connected and subscribed; rejects with the sentence to show. */
export function openMqttBroker(liveConfig: CameraLiveConfig): Promise<BrokerClient> {
  const { config } = liveConfig;
  const client = mqtt.connect(`${config.protocol}://${config.host}${MQTT_WEBSOCKET_PATH}`, {
    ...MQTT_OPTIONS,
    clientId: config.client_id,
    username: config.access_key_id,
    password: config.secret_key,
    clean: true,
  });
  return new Promise((resolve, reject) => {
    // mqtt retries a connection forever; a window that gave up waiting must not leave it so.
    const giveUp = setTimeout(
      () => refuse(CAMERA_WINDOW_MESSAGES.mqtt('the broker did not answer')),
      CAMERA_TIMEOUT_MS,
    );
    const refuse = (message: string) => {
      clearTimeout(giveUp);
      client.end(true);
      reject(new CameraWindowError(message));
    };
    // Kept on a refused client: an 'error' event without a listener would throw.
    const onFirstError = (error: Error) => refuse(CAMERA_WINDOW_MESSAGES.mqtt(error.message));
    client.on('error', onFirstError);
    client.once('connect', () => {
      client.subscribe(config.subscription_topic, { qos: 0 }, (error, granted) => {
        if (error) {
          refuse(CAMERA_WINDOW_MESSAGES.subscription(error.message));
        } else if (granted?.some((grant) => grant.qos === SUBSCRIPTION_REFUSED)) {
          refuse(CAMERA_WINDOW_MESSAGES.subscription('not allowed'));
        } else {
          clearTimeout(giveUp);
          client.off('error', onFirstError);
          resolve(wrap(client));
        }
      });
    });
  });
}
