import { type Position } from '@fleet/domain';
import {
  batteryReading,
  checkCoordinate,
  checkDeviceSerial,
  headingReading,
  isNullIsland,
  nonNegativeReading,
  odometerMiles,
  speedReading,
  withoutUndefined,
} from './fix-rules';
import { reasons } from './parse-errors';
import { accept, refuse, type Parsed, type ParseResult } from './parse-result';
import { parseOsmandTime } from './parse-time';
import { flagFrom, isUnsafeKey, numberFrom } from './parse-values';
import { metresPerSecondToMph } from './units';

type JsonObject = Record<string, unknown>;
type Attributes = Position['attributes'];

/** Fields of a location (and of its nested objects) the parser turns into Position fields. */
const READ_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  '': new Set(['timestamp', 'coords', 'is_moving', 'odometer', 'battery', 'activity', 'extras']),
  coords: new Set(['latitude', 'longitude', 'speed', 'heading', 'altitude', 'accuracy']),
  battery: new Set(['level', 'is_charging']),
  activity: new Set(['type']),
};

/**
 * Fixes from the JSON form Traccar Client sends (a background-geolocation location object):
 * `{ "location": {…} | [{…}, …], "device_id": "…" }`. A batch is all or nothing: one bad
 * location refuses the request, naming which, so the client keeps the batch and nothing is
 * stored twice. Speeds are m/s with -1 for unknown, battery level 0..1 with -1 for unknown.
 */
export function parseOsmandJson(body: unknown, receivedAt: number): ParseResult {
  if (!isObject(body)) return refuse(reasons.bodyNotObject(body));
  const serial = readSerial(body.device_id);
  if (!serial.ok) return serial;

  const sent = body.location;
  if (sent === undefined || sent === null) return refuse(reasons.missingJsonLocation);
  const locations: unknown[] = Array.isArray(sent) ? sent : [sent];
  if (locations.length === 0) return refuse(reasons.emptyBatch);

  const positions: Position[] = [];
  for (const [index, location] of locations.entries()) {
    const position = parseLocation(location, serial.value, receivedAt);
    if (!position.ok) {
      const reason = Array.isArray(sent)
        ? reasons.inBatch(index, locations.length, position.reason)
        : position.reason;
      return refuse(reason);
    }
    positions.push(position.value);
  }
  return { ok: true, positions };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSerial(value: unknown): Parsed<string> {
  if (value === undefined || value === null) return refuse(reasons.missingJsonDeviceId);
  // Some clients send a numeric id as a JSON number.
  if (typeof value === 'number' && Number.isFinite(value)) {
    return checkDeviceSerial(String(value), reasons.missingJsonDeviceId);
  }
  if (typeof value !== 'string') return refuse(reasons.deviceIdNotText(value));
  return checkDeviceSerial(value, reasons.missingJsonDeviceId);
}

function parseLocation(location: unknown, serial: string, receivedAt: number): Parsed<Position> {
  if (!isObject(location)) return refuse(reasons.locationNotObject(location));
  const coords = isObject(location.coords) ? location.coords : {};
  if (isAbsent(coords.latitude) || isAbsent(coords.longitude)) {
    return refuse(reasons.missingJsonCoordinates);
  }
  const latitude = checkCoordinate('Latitude', numberFrom(coords.latitude), coords.latitude);
  if (!latitude.ok) return latitude;
  const longitude = checkCoordinate('Longitude', numberFrom(coords.longitude), coords.longitude);
  if (!longitude.ok) return longitude;

  const fixTime = readTime(location.timestamp, receivedAt);
  if (!fixTime.ok) return fixTime;

  const speed = speedReading(numberFrom(coords.speed));
  const battery = isObject(location.battery) ? location.battery : {};
  const position: Position = {
    deviceSerial: serial,
    fixTime: fixTime.value,
    latitude: latitude.value,
    longitude: longitude.value,
    valid: !isNullIsland(latitude.value, longitude.value),
    speedMph: speed === undefined ? undefined : metresPerSecondToMph(speed),
    heading: headingReading(numberFrom(coords.heading)),
    altitudeMeters: numberFrom(coords.altitude),
    accuracyMeters: nonNegativeReading(numberFrom(coords.accuracy)),
    batteryPercent: batteryPercent(numberFrom(battery.level)),
    charging: flagFrom(battery.is_charging),
    isMoving: flagFrom(location.is_moving),
    odometerMiles: odometerMiles(numberFrom(location.odometer)),
    attributes: locationAttributes(location),
  };
  // Bounds, text the database cannot hold and the rest: cleanFix, where the ingest takes it.
  return accept(withoutUndefined(position));
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function readTime(value: unknown, receivedAt: number): Parsed<number> {
  if (isAbsent(value)) return accept(receivedAt);
  if (typeof value === 'string' || typeof value === 'number') {
    return parseOsmandTime(value, receivedAt);
  }
  return refuse(reasons.unrecognisedTimestamp(value));
}

/** Level 0..1 as percent, to a tenth (0.87 * 100 is 87.00000000000001); -1 and junk are dropped. */
function batteryPercent(level: number | undefined): number | undefined {
  if (level === undefined || level < 0 || level > 1) return undefined;
  return batteryReading(Math.round(level * 1000) / 10);
}

/**
 * Everything else the location carries, one level deep: `extras` under their own names, other
 * scalars under theirs, nested objects as `parent.child`, and `activity.type` as `activity`.
 * Protocol fields are written after extras, so an extra cannot mask them.
 */
function locationAttributes(location: JsonObject): Attributes {
  const attributes: Attributes = {};
  if (isObject(location.extras)) copyScalars(location.extras, '', new Set(), attributes);
  copyScalars(location, '', READ_FIELDS[''] ?? new Set(), attributes);
  for (const [key, value] of Object.entries(location)) {
    if (key === 'extras' || !isObject(value) || isUnsafeKey(key)) continue;
    copyScalars(value, `${key}.`, READ_FIELDS[key] ?? new Set(), attributes);
  }
  if (isObject(location.activity) && isScalar(location.activity.type)) {
    attributes.activity = location.activity.type;
  }
  return attributes;
}

function copyScalars(
  source: JsonObject,
  prefix: string,
  skip: ReadonlySet<string>,
  into: Attributes,
): void {
  for (const [key, value] of Object.entries(source)) {
    if (skip.has(key) || isUnsafeKey(key) || !isScalar(value)) continue;
    into[`${prefix}${key}`] = value;
  }
}

function isScalar(value: unknown): value is string | number | boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' || typeof value === 'boolean';
}
