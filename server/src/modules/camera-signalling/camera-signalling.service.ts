import { CAMERA_VENDOR, type CameraLiveConfig } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import type { CameraBroker } from '../../platform/mqtt/camera-broker';
import { publishTopic, subscriptionTopic } from '../../platform/mqtt/acl';
import { requireCameraAccess } from '../camera-access/camera-access';
import { findSignallingCamera } from './camera-signalling.repo';

/** Only vendor 3's cameras play in Fleet's window; the others have no signalling here. */
export const NO_LIVE_WINDOW =
  'This camera does not play in Fleet’s window: open it from its camera app.';

/** Where the browser that asked is: the broker's WebSocket is on the same origin by default. */
export interface CallerOrigin {
  protocol: 'http' | 'https';
  host: string;
}

/** The broker's WebSocket as the browser reaches it: MQTT_WS_URL, or this origin's /mqtt. */
function browserAddress(
  broker: CameraBroker,
  origin: CallerOrigin,
): Pick<CameraLiveConfig['config'], 'protocol' | 'host'> {
  const external = broker.browserUrl;
  if (external)
    return { protocol: external.protocol === 'wss:' ? 'wss' : 'ws', host: external.host };
  return { protocol: origin.protocol === 'https' ? 'wss' : 'ws', host: origin.host };
}

/**
 * spec 1 §7 live config (docs/CAMERAS.md "Live config"): a new viewer credential for the
 * camera, its two topics, and where to connect. Camera access first (403 whoever's camera it
 * is, so the answer tells nothing of other companies), then the camera (404 if not the
 * caller's company's).
 */
export async function getLiveConfig(
  deps: AppDeps,
  broker: CameraBroker,
  auth: AuthContext,
  cameraId: number,
  origin: CallerOrigin,
): Promise<CameraLiveConfig> {
  await requireCameraAccess(deps.db, auth);
  const camera = await findSignallingCamera(deps.db, auth.companyId, cameraId);
  if (!camera) throw notFound();
  if (camera.cameraVendorId !== CAMERA_VENDOR.fleetWindow) throw conflict(NO_LIVE_WINDOW);
  const { claims, username, password } = await broker.viewerCredential({
    companyId: camera.companyId,
    cameraId: camera.cameraId,
  });
  return {
    name: camera.name ?? camera.vendorCameraId,
    config: {
      publish_topic: publishTopic(claims),
      subscription_topic: subscriptionTopic(claims),
      client_id: claims.clientId,
      access_key_id: username,
      secret_key: password,
      ...browserAddress(broker, origin),
      expires_at: new Date(claims.connectBy).toISOString(),
    },
  };
}
