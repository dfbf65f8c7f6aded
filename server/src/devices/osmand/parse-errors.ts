/**
 * The sentences a refusal carries. Each names the field as the tracker sends it and what was
 * received, so a person can fix the tracker's settings from the gateway's answer alone.
 */

const SHOWN_CHARACTERS = 40;

/** A received value as a reason shows it: strings quoted and cut short, others as JSON would. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > SHOWN_CHARACTERS ? `${value.slice(0, SHOWN_CHARACTERS)}…` : value;
    return `'${shown}'`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : 'an object';
}

export const reasons = {
  missingQueryDeviceId: 'Missing device id: send `id` or `deviceid`',
  missingJsonDeviceId: 'Missing device id: send `device_id` next to `location`',
  deviceIdNotText: (got: unknown) =>
    `Device id must be text or a number (got ${describeValue(got)})`,
  deviceIdTooLong: (length: number, limit: number) =>
    `Device id is too long: at most ${limit} characters (got ${length})`,
  missingQueryCoordinates: 'Missing coordinates: send `lat` and `lon`, or `location=lat,lon`',
  missingQueryLatitude: 'Missing latitude: send `lat` together with `lon`',
  missingQueryLongitude: 'Missing longitude: send `lon` together with `lat`',
  badLocationPair: (got: string) =>
    `Location must be two numbers as \`location=lat,lon\` (got ${describeValue(got)})`,
  missingJsonCoordinates:
    'Missing coordinates: send `location.coords.latitude` and `location.coords.longitude`',
  notFinite: (field: 'Latitude' | 'Longitude', got: unknown) =>
    `${field} is not a finite number (got ${describeValue(got)})`,
  outOfRange: (field: 'Latitude' | 'Longitude', limit: number, got: number) =>
    `${field} must be a number between -${limit} and ${limit} (got ${got})`,
  unrecognisedTimestamp: (got: unknown) =>
    `Unrecognised timestamp ${describeValue(got)}: use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss`,
  timestampTooEarly: (got: unknown) =>
    `Timestamp ${describeValue(got)} is before 2000-01-01: check the tracker's clock`,
  timestampInFuture: (got: unknown, receivedAtIso: string) =>
    `Timestamp ${describeValue(got)} is more than a day after the fix was received (${receivedAtIso}): check the tracker's clock`,
  bodyNotObject: (got: unknown) =>
    `Body must be a JSON object with \`location\` and \`device_id\` (got ${describeValue(got)})`,
  missingJsonLocation: 'Missing `location`: send one location object or a list of them',
  emptyBatch: 'The `location` list is empty: send at least one location',
  locationNotObject: (got: unknown) =>
    `Each location must be an object with \`coords\` (got ${describeValue(got)})`,
  notStorable: (databaseSays: string) => `The position could not be stored: ${databaseSays}`,
  inBatch: (index: number, count: number, reason: string) =>
    `Location ${index + 1} of ${count}: ${reason}`,
} as const;
