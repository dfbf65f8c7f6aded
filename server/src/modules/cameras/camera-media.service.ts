import {
  CAMERA_FEEDS,
  CAMERA_VENDOR,
  type CameraFeed,
  type CameraJournal,
  type CameraSnapshot,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { requireCameraAccess } from '../camera-access/camera-access';
import type { CameraMediaRegistry } from './camera-media';
import * as repo from './cameras.repo';

const NO_STILL = 'This camera has no still of that feed now.';
const NOT_IN_WINDOW = 'This camera’s video is viewed in its vendor’s own app.';

/**
 * The caller's camera whose media Fleet plays (vendor 3): camera access first (spec 1 §6),
 * another company's camera answers 404 (its existence is not told), another vendor's 409.
 */
async function playableCamera(deps: AppDeps, auth: AuthContext, cameraId: number) {
  await requireCameraAccess(deps.db, auth);
  const camera = await repo.findCamera(deps.db, auth.companyId, cameraId);
  if (!camera) throw notFound();
  if (camera.cameraVendorId !== CAMERA_VENDOR.fleetWindow) throw conflict(NOT_IN_WINDOW);
  return camera;
}

/** The feeds a camera has: outside, and inside on a two-feed camera. */
const feedsOf = (numberOfFeeds: number): CameraFeed[] => CAMERA_FEEDS.slice(0, numberOfFeeds);

/**
 * GET cameras/{id}/history: the camera's history journal (spec 1 §3), as the camera reports it;
 * an empty one when nothing reaches the camera (no clips to offer).
 */
export async function getCameraHistory(
  deps: AppDeps,
  media: CameraMediaRegistry,
  auth: AuthContext,
  cameraId: number,
): Promise<CameraJournal> {
  await playableCamera(deps, auth, cameraId);
  return media.journal(cameraId) ?? { base_time: Date.now(), rows: [] };
}

/**
 * GET cameras/{id}/snapshots (spec 1 §3 "Snapshot: feed_id, snapshot_url"): a still per feed
 * while the camera is online (none while it is not), each at an address that changes with
 * every call so the window's refetch shows a new still. The address is an /api path: stills
 * are served only to the camera's company, with the session (docs/CAMERAS.md).
 */
export async function listCameraSnapshots(
  deps: AppDeps,
  auth: AuthContext,
  cameraId: number,
): Promise<CameraSnapshot[]> {
  const camera = await playableCamera(deps, auth, cameraId);
  if (!camera.online) return [];
  const at = Date.now();
  return feedsOf(camera.numberOfFeeds).map((feed) => ({
    feed_id: feed,
    snapshot_url: `/api/cameras/${cameraId}/snapshots/${feed}?at=${at}`,
  }));
}

/** GET cameras/{id}/snapshots/{feed}: the JPEG still, to the camera's company only. */
export async function getCameraSnapshot(
  deps: AppDeps,
  media: CameraMediaRegistry,
  auth: AuthContext,
  cameraId: number,
  feed: CameraFeed,
): Promise<Buffer> {
  const camera = await playableCamera(deps, auth, cameraId);
  if (!camera.online || !feedsOf(camera.numberOfFeeds).includes(feed)) throw notFound(NO_STILL);
  const still = await media.snapshot(cameraId, feed);
  if (!still) throw notFound(NO_STILL);
  return still;
}
