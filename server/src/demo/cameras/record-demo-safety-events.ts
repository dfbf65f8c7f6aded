import { CAMERA_VENDOR } from '@fleet/domain';
import type { Db } from '../../db/client';
import { recordSafetyEvents } from '../../modules/safety-events/record-safety-events.service';
import { planDemoFleet } from '../fleet/plan';
import { feedsOf, fixNear, type InstalledCamera } from './demo-cameras.repo';
import { scheduledSafetyEvents } from './scheduled-safety-events';

type Place = { latitude: number; longitude: number };

/**
 * Where each camera's asset is: its last known place, else its home in the demo plan (the demo
 * keeps no historic positions, and a freshly seeded database has no statuses until the fleet
 * is placed). Cameras of assets the plan does not know and that never reported have none.
 */
export function placesOf(cameras: readonly InstalledCamera[]): Map<number, Place> {
  const homes = new Map(planDemoFleet().map((plan) => [plan.name, plan]));
  const places = new Map<number, Place>();
  for (const camera of cameras) {
    const home = homes.get(camera.assetName);
    const place =
      camera.latitude !== null && camera.longitude !== null
        ? { latitude: camera.latitude, longitude: camera.longitude }
        : home && { latitude: home.latitude, longitude: home.longitude };
    if (place) places.set(camera.cameraId, place);
  }
  return places;
}

/** How far from an event's moment a fix may be to place the event on the trip line. */
const ON_TRIP_WITHIN_MS = 2 * 60_000;
/**
 * Only events of the last hour are looked up (what the minute's uploads send, and what a restart
 * missed lately): a week's worth at start, one query each, held the start up by seconds.
 */
const ON_TRIP_LOOKBACK_MS = 60 * 60_000;

/**
 * Reports the demo cameras' safety events (scheduled-safety-events.ts) whose clips ended by
 * `now`, and after `since` when given (what is new since the last report), through the same
 * call a camera's upload takes. Only Fleet's own cameras (vendor 3), whose clips the simulator
 * plays. An event of the last hour the asset's tracker has fixes around (the simulator was
 * driving it then) is placed where the tracker put the asset, so it sits on the trip line of the trip history;
 * others stay around the asset's place. Answers how many were new.
 */
export async function recordDemoSafetyEvents(
  db: Db,
  cameras: readonly InstalledCamera[],
  places: ReadonlyMap<number, Place>,
  now: number,
  since = -Infinity,
): Promise<number> {
  const reports = [];
  for (const camera of cameras) {
    const place = places.get(camera.cameraId);
    if (camera.vendorId !== CAMERA_VENDOR.fleetWindow || !place) continue;
    const scheduled = scheduledSafetyEvents(
      { cameraId: camera.cameraId, feeds: feedsOf(camera) },
      place,
      now,
    ).filter((event) => event.clipEnd > since);
    for (const event of scheduled) {
      const at = new Date(event.at);
      const fix =
        event.at >= now - ON_TRIP_LOOKBACK_MS
          ? await fixNear(db, camera.assetId, at, ON_TRIP_WITHIN_MS)
          : undefined;
      reports.push({
        ...event,
        ...(fix ?? {}),
        at,
        clipStart: new Date(event.clipStart),
        clipEnd: new Date(event.clipEnd),
      });
    }
  }
  return recordSafetyEvents(db, reports);
}
