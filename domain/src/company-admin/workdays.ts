/** Days of the week as company preferences store them: 0 Sunday … 6 Saturday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** "06:00" → 360: minutes after midnight of a 24-hour HH:MM time. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Area/Location names ("America/Chicago", "Etc/GMT+5") and UTC: never "EST" or "UTC+3". */
const IANA_SHAPE = /^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/;

/**
 * IANA time zone names only (spec 1 §3 Company.timezone): a name of the IANA shape that the
 * runtime knows. Abbreviations such as "EST", which Intl would also take, are refused.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!IANA_SHAPE.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The names for a picker, sorted. */
export function ianaTimeZones(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
}
