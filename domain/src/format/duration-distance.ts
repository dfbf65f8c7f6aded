/** Texts of durations and distances (spec 2 §9), shared by every screen that shows them. */

/** What an unknown value shows (spec 2 §2: two dashes). */
export const EMPTY_VALUE = '--';

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * spec 2 §9 duration text: under a second '< 1 sec', then secs, mins, and hrs with their
 * minutes. Parts are whole units, rounded down: 119 seconds is '1 min'.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return EMPTY_VALUE;
  if (seconds < 1) return '< 1 sec';
  const whole = Math.floor(seconds);
  if (whole < 60) return plural(whole, 'sec');
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return plural(minutes, 'min');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, 'hr') : `${plural(hours, 'hr')} ${plural(rest, 'min')}`;
}

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** spec 2 §9 distance text: under a mile '< 1 mi', else one decimal. */
export function formatDistance(miles: number): string {
  if (!Number.isFinite(miles)) return EMPTY_VALUE;
  if (miles < 1) return '< 1 mi';
  return `${oneDecimal.format(miles)} mi`;
}

/**
 * A day's total: nothing at all reads '0 mi' rather than the spec's '< 1 mi', which would
 * suggest the asset moved a little.
 */
export function formatTotalDistance(miles: number): string {
  return miles === 0 ? '0 mi' : formatDistance(miles);
}

/** A day's total engine time: '0 mins' when the engine never ran, else as formatDuration. */
export function formatTotalDuration(seconds: number): string {
  return seconds === 0 ? '0 mins' : formatDuration(seconds);
}
