import { type Position } from '@fleet/domain';
import {
  batteryReading,
  checkCoordinate,
  checkDeviceSerial,
  engineHoursReading,
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
import { attributeValue, isUnsafeKey, parseDecimal, parseFlag } from './parse-values';
import { knotsToMph } from './units';

export type OsmandQueryParams = Record<string, string | string[] | undefined>;

/** Keys the parser reads itself; every other key goes to `attributes`. Case-sensitive. */
const KNOWN_KEYS: ReadonlySet<string> = new Set([
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'hdop',
  'batt',
  'charge',
  'ignition',
  'hours',
  'odometer',
  'driverUniqueId',
  'valid',
  'motion',
  'is_moving',
]);

/**
 * One fix from the OsmAnd query form: GET or POST query parameters, or an
 * application/x-www-form-urlencoded body with the same keys. `receivedAt` (epoch ms) stands in
 * for a missing timestamp and bounds a future one. A repeated key counts once, with its last value.
 */
export function parseOsmandQuery(params: OsmandQueryParams, receivedAt: number): ParseResult {
  const read = (key: string): string | undefined => lastValue(params[key]);
  const present = (key: string): string | undefined => {
    const value = read(key);
    return value === undefined || value.trim() === '' ? undefined : value;
  };

  // `id` first (Traccar Client), `deviceid` second (older OsmAnd trackers).
  const serial = checkDeviceSerial(
    present('id') ?? present('deviceid') ?? '',
    reasons.missingQueryDeviceId,
  );
  if (!serial.ok) return serial;

  const coordinates = readCoordinates(present('lat'), present('lon'), present('location'));
  if (!coordinates.ok) return coordinates;
  const { latitude, longitude } = coordinates.value;

  const sentTime = present('timestamp');
  const fixTime =
    sentTime === undefined ? accept(receivedAt) : parseOsmandTime(sentTime, receivedAt);
  if (!fixTime.ok) return fixTime;

  const number = (key: string): number | undefined => {
    const value = present(key);
    return value === undefined ? undefined : parseDecimal(value);
  };
  const flag = (key: string): boolean | undefined => {
    const value = present(key);
    return value === undefined ? undefined : parseFlag(value);
  };
  const knots = speedReading(number('speed'));
  const driver = present('driverUniqueId')?.trim();

  const position: Position = {
    deviceSerial: serial.value,
    fixTime: fixTime.value,
    latitude,
    longitude,
    // Only an explicit false means no lock; a garbled `valid` leaves the default.
    valid: flag('valid') !== false && !isNullIsland(latitude, longitude),
    speedMph: knots === undefined ? undefined : knotsToMph(knots),
    heading: headingReading(number('bearing') ?? number('heading')),
    altitudeMeters: number('altitude'),
    accuracyMeters: nonNegativeReading(number('accuracy')),
    hdop: nonNegativeReading(number('hdop')),
    batteryPercent: batteryReading(number('batt')),
    charging: flag('charge'),
    ignition: flag('ignition'),
    isMoving: flag('motion') ?? flag('is_moving'),
    engineHours: engineHoursReading(number('hours')),
    odometerMiles: odometerMiles(number('odometer')),
    driverUniqueId: driver === '' ? undefined : driver,
    attributes: otherAttributes(params),
  };
  // Bounds, text the database cannot hold and the rest: cleanFix, where the ingest takes it.
  return { ok: true, positions: [withoutUndefined(position)] };
}

function lastValue(value: string | string[] | undefined): string | undefined {
  const last: unknown = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : undefined;
}

/** `lat` and `lon` when either is sent; otherwise `location=lat,lon`. */
function readCoordinates(
  lat: string | undefined,
  lon: string | undefined,
  location: string | undefined,
): Parsed<{ latitude: number; longitude: number }> {
  if (lat === undefined && lon === undefined) {
    if (location === undefined) return refuse(reasons.missingQueryCoordinates);
    const parts = location.split(',');
    if (parts.length !== 2) return refuse(reasons.badLocationPair(location));
    const [first = '', second = ''] = parts;
    const pair = [parseDecimal(first), parseDecimal(second)];
    if (pair[0] === undefined || pair[1] === undefined) {
      return refuse(reasons.badLocationPair(location));
    }
    return checkPair(pair[0], first.trim(), pair[1], second.trim());
  }
  if (lat === undefined) return refuse(reasons.missingQueryLatitude);
  if (lon === undefined) return refuse(reasons.missingQueryLongitude);
  return checkPair(parseDecimal(lat), lat, parseDecimal(lon), lon);
}

function checkPair(
  lat: number | undefined,
  rawLat: string,
  lon: number | undefined,
  rawLon: string,
): Parsed<{ latitude: number; longitude: number }> {
  const latitude = checkCoordinate('Latitude', lat, rawLat);
  if (!latitude.ok) return latitude;
  const longitude = checkCoordinate('Longitude', lon, rawLon);
  if (!longitude.ok) return longitude;
  return accept({ latitude: latitude.value, longitude: longitude.value });
}

function otherAttributes(params: OsmandQueryParams): Position['attributes'] {
  const attributes: Position['attributes'] = {};
  for (const [key, value] of Object.entries(params)) {
    const last = lastValue(value);
    if (last === undefined || KNOWN_KEYS.has(key) || isUnsafeKey(key)) continue;
    attributes[key] = attributeValue(last);
  }
  return attributes;
}
