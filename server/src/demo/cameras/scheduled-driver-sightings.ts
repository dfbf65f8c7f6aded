import type { DriverSightingReport } from '../../modules/operators/record-driver-sightings.service';
import { seededRandom } from '../fleet/random';
import { DAY_MS, recordingsOn, type RecordingCamera } from './recorded-clips';

/** How many of a camera's days a relief driver takes its truck for the rest of the day. */
const RELIEF_DAY_SHARE = 0.5;
/** The camera sees the face this long after a drive starts (the driver settles in). */
const SEEN_AFTER_MS = 20_000;

/**
 * The faces a demo camera reports (docs/OPERATORS.md "Sightings"), from `since` (excluded) to
 * `now`: on about half its days a relief driver, whom nobody has named, takes the truck from
 * one of the day's drives on, and the camera sees them at the start of each drive. One face per
 * camera and day, so naming one sighting names the day's others, and a relief driver named
 * before their next drive is assigned by the camera itself. Seeded by camera and day on a
 * stream of its own (recorded-clips.ts and the safety events keep theirs).
 */
export function scheduledDriverSightings(
  camera: RecordingCamera,
  since: number,
  now: number,
): DriverSightingReport[] {
  const sightings: DriverSightingReport[] = [];
  for (let day = Math.floor(since / DAY_MS); day <= Math.floor(now / DAY_MS); day += 1) {
    const random = seededRandom(camera.cameraId * 100_043 + day * 11 + 5);
    if (random() >= RELIEF_DAY_SHARE) continue;
    const drives = recordingsOn(camera, day);
    const from = Math.floor(random() * drives.length);
    for (const drive of drives.slice(from)) {
      const at = drive.startTimestamp + SEEN_AFTER_MS;
      if (at <= since || at > now) continue;
      sightings.push({
        cameraId: camera.cameraId,
        ftsAiProfileId: `relief-${String(camera.cameraId)}-${String(day)}`,
        at: new Date(at),
      });
    }
  }
  return sightings;
}
