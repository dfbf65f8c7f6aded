import { randomBytes } from 'node:crypto';
import {
  MQTT_WEBSOCKET_PATH,
  cameraInTopic,
  cameraOutTopic,
  type CameraLiveConfig,
} from '@fleet/domain';
import { apiFetch } from '../../e2e/support/fleet-api';
import { within } from '../waits';
import type { BrokerReady } from './broker-process';
import type { ViewerLogin } from './signalling-load';

/**
 * Calls as a browser does (e2e/support/fleet-api.ts `apiFetch`): a call Fleet shed while its
 * event loop lagged (503 OVERLOADED, as a fresh server on a loaded machine does) is sent again
 * after the Retry-After it asked for. Bounded, so a server that never answers fails the bench.
 */
const call = (url: string, init: RequestInit, what: string): Promise<Response> =>
  within(apiFetch(url, { ...init, signal: AbortSignal.timeout(120_000) }), 120, what);

async function signInToFleet(broker: BrokerReady): Promise<string> {
  const { apiUrl, email, password } = broker;
  const response = await call(
    `${apiUrl}/api/auth/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
    'camera viewers bench: Fleet did not answer the sign-in',
  );
  if (!response.ok) throw new Error(`camera viewers bench: sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Fleet's viewers: the admin signs in once, then each viewer fetches its own live config, as
 * the window does at its first start.
 */
async function fleetLogin(broker: BrokerReady) {
  const token = await signInToFleet(broker);
  return async (cameraId: number): Promise<ViewerLogin> => {
    const url = `${broker.apiUrl}/api/cameras/${cameraId}/live-config`;
    const init = { headers: { authorization: `Bearer ${token}` } };
    const response = await call(url, init, 'Fleet did not answer a live config');
    if (!response.ok) throw new Error(`live config: ${response.status} ${await response.text()}`);
    const { config } = (await response.json()) as CameraLiveConfig;
    return {
      url: `${config.protocol}://${config.host}${MQTT_WEBSOCKET_PATH}`,
      clientId: config.client_id,
      username: config.access_key_id,
      password: config.secret_key,
      publishTopic: config.publish_topic,
      subscriptionTopic: config.subscription_topic,
    };
  };
}

/** The bare broker takes anyone: the same topics, a client id of the same form, no login. */
function bareLogin(broker: BrokerReady) {
  return (cameraId: number): Promise<ViewerLogin> => {
    const clientId = `v${randomBytes(11).toString('hex')}`;
    return Promise.resolve({
      url: broker.wsUrl ?? '',
      clientId,
      publishTopic: cameraInTopic(broker.companyId, cameraId),
      subscriptionTopic: cameraOutTopic(broker.companyId, cameraId, clientId),
    });
  };
}

export type SideName = 'Fleet' | 'bare';

/** How a new viewer of the side logs in: Fleet's live config, or the bare broker's address. */
export async function viewerLogins(side: SideName, broker: BrokerReady) {
  return side === 'Fleet' ? fleetLogin(broker) : bareLogin(broker);
}
