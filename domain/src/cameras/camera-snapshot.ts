import { z } from 'zod';
import { cameraFeed } from './signalling';

/**
 * GET /api/cameras/{cameraId}/snapshots (spec 1 §3 "Snapshot: feed_id, snapshot_url"): the
 * latest still of each of the camera's feeds, which the camera window shows as thumbnails.
 * `feed_id` names the feed as the signalling does; `snapshot_url` is anything an <img> loads
 * (a data: URL, a signed link) or an /api path, fetched with the session. It changes with each
 * new still, so a refetch shows the new one.
 */
export const cameraSnapshot = z.object({
  feed_id: cameraFeed,
  snapshot_url: z.string().min(1),
});
export type CameraSnapshot = z.infer<typeof cameraSnapshot>;

export const cameraSnapshots = z.array(cameraSnapshot);
