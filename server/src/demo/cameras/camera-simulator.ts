import {
  CAMERA_VENDOR,
  type CameraFeed,
  type CameraJournal,
  type CameraStatus,
} from '@fleet/domain';
import { type MqttClient } from 'mqtt';
import { startCameraPeer, type CameraPeer } from './camera-peer';
import { availabilityOf } from './camera-status';
import { cameraJournalFor } from './recorded-clips';
import { renderSnapshot } from './snapshot';
import { type IceServer } from './wrtc';

export interface SimulatedCamera {
  companyId: number;
  cameraId: number;
  /** The asset it is installed on, burned into its video. */
  assetName: string;
  feeds: 1 | 2;
  vendorId: number;
}

export interface CameraSimulatorOptions {
  cameras: readonly SimulatedCamera[];
  /** An MQTT client for one camera, signed in as that camera; the simulator ends it on stop. */
  connect: (camera: SimulatedCamera) => MqttClient;
  clock?: () => number;
  log?: (message: string) => void;
  iceServers?: IceServer[];
}

export interface CameraSimulator {
  /** Settles when every camera listens on its topic (a camera that could not is logged). */
  readonly ready: Promise<void>;
  /** Follows the asset's status (camera-status.ts cameraStatusFor). */
  setStatus(cameraId: number, status: Pick<CameraStatus, 'online' | 'ready_to_stream'>): void;
  /** The history journal the camera reports, or null for a camera not simulated here. */
  journal(cameraId: number): CameraJournal | null;
  /** A JPEG still of a feed now, or null for a camera not simulated here. */
  snapshot(cameraId: number, feed: CameraFeed): Promise<Buffer> | null;
  stop(): Promise<void>;
}

/**
 * The demo's cameras (issue 13): each vendor-3 camera is a WebRTC peer on the signalling
 * broker with its own MQTT client, streaming a synthetic picture to the camera window. Cameras
 * of the other vendors stream through their own apps, so they are not started here.
 */
export function startCameraSimulator(options: CameraSimulatorOptions): CameraSimulator {
  const log = options.log ?? (() => {});
  const clock = options.clock ?? Date.now;
  const cameras = new Map<number, SimulatedCamera>();
  const clients: MqttClient[] = [];
  const peers = new Map<number, CameraPeer>();
  /** A status that came before the camera's peer was listening, applied when it is. */
  const pendingStatus = new Map<number, Pick<CameraStatus, 'online' | 'ready_to_stream'>>();
  let stopped = false;

  const startOne = async (camera: SimulatedCamera): Promise<void> => {
    const client = options.connect(camera);
    clients.push(client);
    client.on('error', (error) => log(`camera ${camera.cameraId}: MQTT ${error.message}`));
    const peer = await startCameraPeer({
      client,
      companyId: camera.companyId,
      cameraId: camera.cameraId,
      assetName: camera.assetName,
      feeds: camera.feeds,
      clock,
      log,
      iceServers: options.iceServers ?? [],
    });
    if (stopped) {
      await peer.stop();
      return;
    }
    peers.set(camera.cameraId, peer);
    const status = pendingStatus.get(camera.cameraId);
    if (status) peer.setAvailability(availabilityOf(status));
  };

  const streaming = options.cameras.filter(
    (camera) => camera.vendorId === CAMERA_VENDOR.fleetWindow,
  );
  for (const camera of streaming) cameras.set(camera.cameraId, camera);
  const ready = Promise.allSettled(streaming.map(startOne)).then((results) => {
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        log(`camera ${streaming[index]?.cameraId}: not started: ${String(result.reason)}`);
      }
    });
    log(`camera simulator: ${peers.size} of ${streaming.length} cameras listening`);
  });

  return {
    ready,
    setStatus(cameraId, status) {
      const peer = peers.get(cameraId);
      if (peer) peer.setAvailability(availabilityOf(status));
      else if (cameras.has(cameraId)) pendingStatus.set(cameraId, status);
    },
    journal(cameraId) {
      const camera = cameras.get(cameraId);
      return camera ? cameraJournalFor(camera, clock()) : null;
    },
    snapshot(cameraId, feed) {
      const camera = cameras.get(cameraId);
      if (!camera || (feed === 'inside' && camera.feeds < 2)) return null;
      return renderSnapshot({ assetName: camera.assetName, feed, at: clock() });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await Promise.allSettled([...peers.values()].map((peer) => peer.stop()));
      peers.clear();
      await Promise.allSettled(clients.map((client) => client.endAsync()));
      log('camera simulator: stopped');
    },
  };
}
