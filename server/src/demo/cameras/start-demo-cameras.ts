import { CAMERA_VENDOR } from '@fleet/domain';
import type { Db } from '../../db/client';
import type { CameraMediaRegistry } from '../../modules/cameras/camera-media';
import type { CameraBroker } from '../../platform/mqtt/camera-broker';
import { connectAsCamera } from '../../platform/mqtt/camera-client';
import { startCameraSimulator } from './camera-simulator';
import { feedsOf, installedCameras, type InstalledCamera } from './demo-cameras.repo';
import { placesOf, recordDemoSafetyEvents } from './record-demo-safety-events';
import { recordCameraStatus } from '../../modules/cameras/cameras.service';
import { cameraAssetStatuses } from './camera-asset-status.repo';
import { followAssetStatuses } from './follow-asset-status';
import { recordDriverSightings } from '../../modules/operators/record-driver-sightings.service';
import { scheduledDriverSightings } from './scheduled-driver-sightings';

/** How often the demo cameras upload the safety events and faces seen since their last upload. */
const UPLOAD_EVERY_MS = 60_000;

/**
 * The demo's cameras at start (docs/CAMERAS.md "Simulator"): every installed camera as a
 * WebRTC peer on the signalling broker, answering as its stored status says, and the source of
 * its clips and stills. Their safety events of the last week are uploaded at start and new ones
 * every minute, with the faces they saw since the start (the seed holds the earlier sightings). With `followAssets` (the tracker simulator drives the demo), each camera follows
 * its asset: asleep with the engine off, offline when the tracker falls silent. Without it the
 * trackers stand still, so every one would soon look silent: the cameras keep their stored
 * statuses, which the journeys rely on. Answers the stop, which also detaches the media source
 * and ends the uploads and the following.
 */
export async function startDemoCameras(deps: {
  db: Db;
  broker: CameraBroker;
  media: CameraMediaRegistry;
  log: (message: string) => void;
  followAssets: boolean;
}): Promise<{ stop(): Promise<void> }> {
  const rows = await installedCameras(deps.db);
  const simulator = startCameraSimulator({
    cameras: rows.map((row) => ({
      companyId: row.companyId,
      cameraId: row.cameraId,
      assetName: row.assetName,
      feeds: feedsOf(row),
      vendorId: row.vendorId,
    })),
    connect: (camera) => connectAsCamera(deps.broker, camera),
    log: deps.log,
  });
  for (const row of rows) {
    simulator.setStatus(row.cameraId, { online: row.online, ready_to_stream: row.readyToStream });
  }
  const detach = deps.media.attach(simulator);
  const uploads = await startCameraUploads(deps.db, rows, deps.log);
  const following = deps.followAssets
    ? followAssetStatuses(
        {
          cameras: rows.map((row) => ({
            cameraId: row.cameraId,
            vendorId: row.vendorId,
            vendorCameraId: row.vendorCameraId,
            feeds: feedsOf(row),
          })),
          readStatuses: () => cameraAssetStatuses(deps.db),
          apply: (cameraId, status) => simulator.setStatus(cameraId, status),
          report: async (camera, status, at) => {
            await recordCameraStatus(deps.db, {
              vendorId: camera.vendorId,
              vendorCameraId: camera.vendorCameraId,
              online: status.online,
              readyToStream: status.ready_to_stream,
              numberOfFeeds: status.number_of_feeds,
              at,
            });
          },
          log: deps.log,
        },
        new Map(
          rows.map((row) => [
            row.cameraId,
            { online: row.online, ready_to_stream: row.readyToStream },
          ]),
        ),
      )
    : undefined;
  // The first look at once, so a fresh start shows what the assets say.
  await following?.tick();
  return {
    async stop() {
      await following?.stop();
      await uploads.stop();
      detach();
      await simulator.stop();
    },
  };
}

/**
 * The cameras' uploads: the last week's events before this answers (insert-or-ignore, so a
 * restart adds only what is new), then every minute what was filmed and seen since. Uploads run
 * one after another; the stop waits for the one under way, so none writes after the database
 * closes.
 */
async function startCameraUploads(
  db: Db,
  rows: InstalledCamera[],
  log: (message: string) => void,
): Promise<{ stop(): Promise<void> }> {
  const places = placesOf(rows);
  const fleetCameras = rows
    .filter((row) => row.vendorId === CAMERA_VENDOR.fleetWindow)
    .map((row) => ({ cameraId: row.cameraId, feeds: feedsOf(row) }));
  let uploadedUpTo = -Infinity;
  let sawUpTo = Date.now();
  const upload = async () => {
    const now = Date.now();
    // A minute's margin: a tick that ran late still uploads what ended just before the last.
    const since = uploadedUpTo - UPLOAD_EVERY_MS;
    try {
      await recordDemoSafetyEvents(db, rows, places, now, since);
      uploadedUpTo = now;
      await recordDriverSightings(
        db,
        fleetCameras.flatMap((camera) => scheduledDriverSightings(camera, sawUpTo, now)),
      );
      sawUpTo = now;
    } catch (error) {
      log(`demo cameras: uploads not recorded: ${String(error)}`);
    }
  };
  let running = upload();
  await running;
  const timer = setInterval(() => {
    running = running.then(upload);
  }, UPLOAD_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
