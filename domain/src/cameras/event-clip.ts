import { z } from 'zod';
import type { CameraEventMedia } from './safety-events';

const epochMs = z.number().int().nonnegative().max(8_640_000_000_000_000);

/**
 * Where a camera window opens in history (docs/CAMERAS.md "The window"): the stretch a
 * safety event's clip covers and the event's moment in it, epoch milliseconds. The window
 * plays the journal clip holding the moment, from `startTimestamp`.
 */
export const eventClip = z
  .strictObject({
    startTimestamp: epochMs,
    endTimestamp: epochMs,
    eventTimestamp: epochMs,
  })
  .refine((clip) => clip.startTimestamp <= clip.endTimestamp, {
    message: 'A clip ends after it starts',
  });
export type EventClip = z.infer<typeof eventClip>;

/** An incident's or safety event's `camera_event_media` as the window's clip. */
export function eventClipOf(
  media: Pick<CameraEventMedia, 'start_timestamp' | 'end_timestamp' | 'event_timestamp'>,
): EventClip {
  return {
    startTimestamp: media.start_timestamp,
    endTimestamp: media.end_timestamp,
    eventTimestamp: media.event_timestamp,
  };
}
