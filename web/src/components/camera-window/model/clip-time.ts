/** spec 1 §9: how the camera window writes times within a clip. */

const HOUR_MS = 3_600_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** A clip over an hour long counts in H:mm:ss, any other in mm:ss (spec 1 §9). */
export function hasHours(clipLengthMs: number): boolean {
  return clipLengthMs > HOUR_MS;
}

/** A length of time, in whole seconds, in the clip's form (see `hasHours`). */
export function formatClipTime(ms: number, withHours: boolean): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const rest = seconds % 60;
  // Without an hours field the minutes count the whole (an hour-long clip ends at 60:00).
  if (!withHours) return `${pad(Math.floor(seconds / 60))}:${pad(rest)}`;
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${Math.floor(seconds / 3600)}:${pad(minutes)}:${pad(rest)}`;
}

/** The label under the slider: '02:05 / 10:00', or '0:02:05 / 1:10:00' for a long clip. */
export function elapsedLabel(elapsedMs: number, clipLengthMs: number): string {
  const withHours = hasHours(clipLengthMs);
  return `${formatClipTime(elapsedMs, withHours)} / ${formatClipTime(clipLengthMs, withHours)}`;
}

/** A clip's own length, as its option in the clip selector shows it. */
export function formatClipLength(clipLengthMs: number): string {
  return formatClipTime(clipLengthMs, hasHours(clipLengthMs));
}
