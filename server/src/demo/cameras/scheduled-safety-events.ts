import {
  INCIDENT_TYPE,
  SAFETY_CLIP_AFTER_MS,
  SAFETY_CLIP_BEFORE_MS,
  type CameraEventMedia,
  type SafetyEventTypeId,
} from '@fleet/domain';
import { pick, scatter, seededRandom } from '../fleet/random';
import { DAY_MS, RECORDING_DAYS, recordingsOn, type RecordingCamera } from './recorded-clips';

/** One event a demo camera films: when, what, how fast, where and in which feed's clip. */
export interface ScheduledSafetyEvent {
  cameraId: number;
  typeId: SafetyEventTypeId;
  at: number;
  clipStart: number;
  clipEnd: number;
  feed: CameraEventMedia['feed_id'];
  speedMph: number;
  /** Over speed only: the limit it passed. */
  postedSpeedLimit: number | null;
  latitude: number;
  longitude: number;
}

/** Most events are hard braking, some over speed, few impacts (a bump, a pothole, a curb). */
const TYPE_DRAW: readonly SafetyEventTypeId[] = [
  INCIDENT_TYPE.aggressiveDeceleration,
  INCIDENT_TYPE.aggressiveDeceleration,
  INCIDENT_TYPE.aggressiveDeceleration,
  INCIDENT_TYPE.overSpeed,
  INCIDENT_TYPE.overSpeed,
  INCIDENT_TYPE.impact,
];
const POSTED_LIMITS = [35, 45, 55, 65] as const;
/** How far from the asset's place its events happen: a drive around town. */
const SPREAD_METERS = 4_000;

/** What an event of the type looks like at the camera: the speed, and the limit passed. */
function speedsOf(typeId: SafetyEventTypeId, random: () => number) {
  if (typeId === INCIDENT_TYPE.overSpeed) {
    const limit = pick(random, POSTED_LIMITS);
    return { speedMph: limit + 6 + Math.floor(random() * 15), postedSpeedLimit: limit };
  }
  const base = typeId === INCIDENT_TYPE.impact ? 5 : 22;
  return { speedMph: base + Math.floor(random() * 30), postedSpeedLimit: null };
}

/**
 * The events a demo camera films on UTC day `day`: none to two in each of its drives
 * (recorded-clips.ts), each with its clip wholly inside the drive, in a feed the drive
 * recorded. Seeded by camera and day, on a stream of its own so the drives stay as they are.
 */
function eventsOn(
  camera: RecordingCamera,
  day: number,
  place: { latitude: number; longitude: number },
): ScheduledSafetyEvent[] {
  const random = seededRandom(camera.cameraId * 100_019 + day * 7 + 3);
  return recordingsOn(camera, day).flatMap((drive) => {
    const count = Math.floor(random() * 3);
    // Each event in its own share of the drive, so a drive's events never share a moment.
    const first = drive.startTimestamp + SAFETY_CLIP_BEFORE_MS;
    const share = (drive.endTimestamp - SAFETY_CLIP_AFTER_MS - first) / Math.max(count, 1);
    return Array.from({ length: count }, (_, index): ScheduledSafetyEvent => {
      const at = Math.floor((first + share * (index + random())) / 1000) * 1000;
      const typeId = pick(random, TYPE_DRAW);
      const hasInside = drive.availableFeeds.includes('inside');
      return {
        cameraId: camera.cameraId,
        typeId,
        at,
        clipStart: at - SAFETY_CLIP_BEFORE_MS,
        clipEnd: at + SAFETY_CLIP_AFTER_MS,
        feed: hasInside && random() < 0.2 ? 'inside' : 'outside',
        ...speedsOf(typeId, random),
        ...scatter(random, place.latitude, place.longitude, SPREAD_METERS),
      };
    });
  });
}

/**
 * The events a demo camera has filmed and uploaded by `now` over the last RECORDING_DAYS days,
 * oldest first: a camera uploads an event once its clip is complete, so one whose clip ends
 * after `now` is not there yet. `place` is where its asset is (its last known or home place).
 */
export function scheduledSafetyEvents(
  camera: RecordingCamera,
  place: { latitude: number; longitude: number },
  now: number,
): ScheduledSafetyEvent[] {
  const since = now - RECORDING_DAYS * DAY_MS;
  const events: ScheduledSafetyEvent[] = [];
  for (let day = Math.floor(since / DAY_MS); day <= Math.floor(now / DAY_MS); day += 1) {
    for (const event of eventsOn(camera, day, place)) {
      if (event.clipStart >= since && event.clipEnd <= now) events.push(event);
    }
  }
  return events;
}
