import { encodeJournal, type CameraClip, type CameraJournal } from '@fleet/domain';
import { seededRandom } from '../fleet/random';

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;
/** How far back a camera keeps recordings (spec 1 §2: the date picker offers the days it has). */
export const RECORDING_DAYS = 7;
/** Cameras write video in files of this length; the journal lists each one. */
export const SEGMENT_MS = 5 * MINUTE;

export interface RecordingCamera {
  cameraId: number;
  feeds: 1 | 2;
}

/**
 * The recordings a demo camera has made on UTC day `day` (days since the epoch): two to four
 * drives in the working day, as if it recorded while its vehicle ran. The plan is seeded by
 * camera and day, so each call (and each server) tells the same story about the same day.
 */
export function recordingsOn(camera: RecordingCamera, day: number): CameraClip[] {
  const random = seededRandom(camera.cameraId * 100_003 + day);
  const count = 2 + Math.floor(random() * 3);
  const recordings: CameraClip[] = [];
  // Drives start between 12:00 and 22:00 UTC (morning to afternoon in the Americas).
  let earliest = day * DAY_MS + 12 * 60 * MINUTE;
  for (let index = 0; index < count; index += 1) {
    const start = earliest + Math.floor(random() * 150) * MINUTE + Math.floor(random() * 60) * 1000;
    const length = (8 + Math.floor(random() * 70)) * MINUTE;
    // Now and then the inside camera was switched off for a drive.
    const insideOff = camera.feeds < 2 || random() < 0.15;
    recordings.push({
      availableFeeds: insideOff ? ['outside'] : ['outside', 'inside'],
      startTimestamp: start,
      endTimestamp: start + length,
    });
    earliest = start + length + 20 * MINUTE;
  }
  return recordings;
}

/** A recording cut into the camera's files, back to back; a file still being written ends now. */
function segmentsOf(recording: CameraClip, now: number): CameraClip[] {
  const segments: CameraClip[] = [];
  const end = Math.min(recording.endTimestamp, now);
  for (let start = recording.startTimestamp; start < end; start += SEGMENT_MS) {
    segments.push({
      ...recording,
      startTimestamp: start,
      endTimestamp: Math.min(start + SEGMENT_MS, end),
    });
  }
  return segments;
}

/** The camera's recorded files over the last RECORDING_DAYS days up to `now`, oldest first. */
export function recordedSegments(camera: RecordingCamera, now: number): CameraClip[] {
  const since = now - RECORDING_DAYS * DAY_MS;
  const segments: CameraClip[] = [];
  for (let day = Math.floor(since / DAY_MS); day <= Math.floor(now / DAY_MS); day += 1) {
    for (const recording of recordingsOn(camera, day)) {
      for (const segment of segmentsOf(recording, now)) {
        if (segment.startTimestamp >= since) segments.push(segment);
      }
    }
  }
  return segments;
}

/** The history journal the camera reports (domain cameras/journal.ts encodes it). */
export function cameraJournalFor(camera: RecordingCamera, now: number): CameraJournal {
  return encodeJournal(recordedSegments(camera, now));
}
