import type { Db } from '../../db/client';
import type { CameraMediaRegistry } from '../../modules/cameras/camera-media';
import type { CameraBroker } from '../../platform/mqtt/camera-broker';
import { connectAsCamera } from '../../platform/mqtt/camera-client';
import { startCameraSimulator } from './camera-simulator';
import { installedCameras } from './demo-cameras.repo';

/**
 * The demo's cameras at start (docs/CAMERAS.md "Simulator"): every installed camera as a
 * WebRTC peer on the signalling broker, answering as its stored status says, and the source of
 * its clips and stills. Answers the stop, which also detaches the media source.
 */
export async function startDemoCameras(deps: {
  db: Db;
  broker: CameraBroker;
  media: CameraMediaRegistry;
  log: (message: string) => void;
}): Promise<{ stop(): Promise<void> }> {
  const rows = await installedCameras(deps.db);
  const simulator = startCameraSimulator({
    cameras: rows.map((row) => ({
      companyId: row.companyId,
      cameraId: row.cameraId,
      assetName: row.assetName,
      feeds: row.numberOfFeeds >= 2 ? 2 : 1,
      vendorId: row.vendorId,
    })),
    connect: (camera) => connectAsCamera(deps.broker, camera),
    log: deps.log,
  });
  for (const row of rows) {
    simulator.setStatus(row.cameraId, { online: row.online, ready_to_stream: row.readyToStream });
  }
  const detach = deps.media.attach(simulator);
  return {
    async stop() {
      detach();
      await simulator.stop();
    },
  };
}
