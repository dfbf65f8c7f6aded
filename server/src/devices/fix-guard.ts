import type { Position } from '@fleet/domain';
import { describeBadText, findBadText } from '../platform/body-guards';
import { reasons } from './osmand/parse-errors';
import { accept, refuse, type Parsed } from './osmand/parse-result';

/**
 * The one rule set every fix passes before it is stored, whichever way it came (both gateway
 * forms, the batch call, a manual location): `cleanFix` refuses what cannot be a fix and drops
 * readings no tracker can mean, so a hostile or broken sender can never hand the database a
 * value it refuses (which would fail every fix committed with it). See docs/ARCHITECTURE.md
 * "Positions, statuses, trips".
 */

/** Earliest fix time accepted: older than this is a tracker with a reset clock. */
export const EARLIEST_FIX_TIME = Date.UTC(2000, 0, 1);
/** How far ahead of the gateway's clock a fix may claim to be (clock drift, time zones gone wrong). */
export const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

type Reading =
  | 'speedMph'
  | 'heading'
  | 'altitudeMeters'
  | 'accuracyMeters'
  | 'hdop'
  | 'batteryPercent'
  | 'engineHours'
  | 'odometerMiles';

/**
 * What reality allows for each reading (inclusive). Outside it the reading is dropped and the fix
 * kept. Every bound also fits the column: `real` holds up to 3.4e38, so 1e300 never reaches it.
 */
export const READING_BOUNDS: Readonly<Record<Reading, readonly [number, number]>> = {
  // Faster than any road vehicle or light aircraft a tracker rides in.
  speedMph: [0, 1000],
  heading: [0, 360],
  // From the deepest mine to well above airliners.
  altitudeMeters: [-12_000, 50_000],
  // A cell-tower fix can be kilometres off; beyond 100 km it is no position at all.
  accuracyMeters: [0, 100_000],
  hdop: [0, 100],
  batteryPercent: [0, 100],
  // A century of running.
  engineHours: [0, 1_000_000],
  odometerMiles: [0, 10_000_000],
};

const BOUNDED_READINGS = Object.entries(READING_BOUNDS) as Array<
  [Reading, readonly [number, number]]
>;

/** Attributes past these are dropped (kept: the first ones, in the order sent). */
export const MAX_ATTRIBUTES = 64;
export const MAX_ATTRIBUTE_TEXT = 512;

/** The fix time refused with a reason when it is outside [2000-01-01, receivedAt + 1 day]. */
export function checkFixTime(time: number, raw: unknown, receivedAt: number): Parsed<number> {
  if (!Number.isFinite(time)) return refuse(reasons.unrecognisedTimestamp(raw));
  if (time < EARLIEST_FIX_TIME) return refuse(reasons.timestampTooEarly(raw));
  if (time > receivedAt + FUTURE_TOLERANCE_MS) {
    return refuse(reasons.timestampInFuture(raw, new Date(receivedAt).toISOString()));
  }
  return accept(time);
}

/** A fix time as a refusal shows it: ISO-8601 where a Date can hold it, else the number sent. */
function shownTime(time: number): string | number {
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : time;
}

function within(value: number | undefined, [low, high]: readonly [number, number]) {
  return value !== undefined && Number.isFinite(value) && value >= low && value <= high
    ? value
    : undefined;
}

function cleanAttributes(attributes: Position['attributes']): Position['attributes'] {
  const kept: Position['attributes'] = {};
  let count = 0;
  for (const [key, value] of Object.entries(attributes)) {
    if (count >= MAX_ATTRIBUTES) break;
    if (key.length > MAX_ATTRIBUTE_TEXT) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    if (typeof value === 'string' && value.length > MAX_ATTRIBUTE_TEXT) continue;
    kept[key] = value;
    count += 1;
  }
  return kept;
}

/**
 * The fix as it may be stored, or the sentence that refuses it: text the database cannot hold
 * (NUL, half a surrogate pair) or a fix time outside the window refuse it; impossible readings
 * and oversized attributes are dropped.
 */
export function cleanFix(position: Position, receivedAt: number): Parsed<Position> {
  const badText = findBadText({
    id: position.deviceSerial,
    driverUniqueId: position.driverUniqueId,
    attributes: position.attributes,
  });
  if (badText) return refuse(describeBadText(badText));
  // The sentence shows the time as a date: written only for a refusal (the ingest's hot path).
  if (!checkFixTime(position.fixTime, position.fixTime, receivedAt).ok) {
    const refused = checkFixTime(position.fixTime, shownTime(position.fixTime), receivedAt);
    if (!refused.ok) return refused;
  }
  const cleaned: Position = { ...position, attributes: cleanAttributes(position.attributes) };
  for (const [reading, bounds] of BOUNDED_READINGS) {
    const value = within(position[reading], bounds);
    if (value === undefined) delete cleaned[reading];
    else cleaned[reading] = value;
  }
  if (cleaned.driverUniqueId !== undefined && cleaned.driverUniqueId.length > MAX_ATTRIBUTE_TEXT) {
    delete cleaned.driverUniqueId;
  }
  return accept(cleaned);
}
