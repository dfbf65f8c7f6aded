import { type Position } from '@fleet/domain';
import { reasons } from './parse-errors';
import { accept, refuse, type Parsed } from './parse-result';
import { engineHours, metresToMiles } from './units';

/**
 * The rules both forms share. Required fields (device id, coordinates, a timestamp that was
 * sent) refuse the request; an optional reading that is malformed or impossible is dropped and
 * the fix kept, because trackers send garbage batteries and -1 "unknown" markers all the time
 * and losing the position over them would be worse.
 */

export const DEVICE_ID_MAX_LENGTH = 64;

export function checkDeviceSerial(raw: string, missingReason: string): Parsed<string> {
  const serial = raw.trim();
  if (serial === '') return refuse(missingReason);
  if (serial.length > DEVICE_ID_MAX_LENGTH) {
    return refuse(reasons.deviceIdTooLong(serial.length, DEVICE_ID_MAX_LENGTH));
  }
  return accept(serial);
}

/** A coordinate as read (undefined when it did not read as a number) against its range. */
export function checkCoordinate(
  field: 'Latitude' | 'Longitude',
  value: number | undefined,
  raw: unknown,
): Parsed<number> {
  if (value === undefined || !Number.isFinite(value)) return refuse(reasons.notFinite(field, raw));
  const limit = field === 'Latitude' ? 90 : 180;
  if (value < -limit || value > limit) return refuse(reasons.outOfRange(field, limit, value));
  // -0 would make equal coordinates compare unequal downstream.
  return accept(value === 0 ? 0 : value);
}

/**
 * 0,0 is in the Gulf of Guinea, and is what many trackers report before their first lock. It is
 * kept (the tracker is alive) but marked invalid so maps and geofences ignore it.
 */
export function isNullIsland(latitude: number, longitude: number): boolean {
  return latitude === 0 && longitude === 0;
}

/** A speed in the tracker's unit; negative means unknown (iOS reports -1). */
export function speedReading(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}

/** Degrees clockwise from north in [0, 360); -1 is the iOS "unknown" and other values are junk. */
export function headingReading(value: number | undefined): number | undefined {
  if (value === undefined || value < 0 || value > 360) return undefined;
  return value === 360 ? 0 : value;
}

/** Accuracy, HDOP, odometer, engine hours: negative means unknown or junk. */
export function nonNegativeReading(value: number | undefined): number | undefined {
  return value !== undefined && value >= 0 ? value : undefined;
}

export function batteryReading(percent: number | undefined): number | undefined {
  return percent !== undefined && percent >= 0 && percent <= 100 ? percent : undefined;
}

export function odometerMiles(metres: number | undefined): number | undefined {
  const reading = nonNegativeReading(metres);
  return reading === undefined ? undefined : metresToMiles(reading);
}

export function engineHoursReading(value: number | undefined): number | undefined {
  const reading = nonNegativeReading(value);
  return reading === undefined ? undefined : engineHours(reading);
}

/** Drops the optional fields that came out undefined, so a Position never carries `key: undefined`. */
export function withoutUndefined(position: Position): Position {
  // A loop, not entries → filter → fromEntries: this runs for every fix the gateway takes.
  const kept: Record<string, unknown> = {};
  for (const key in position) {
    const value = position[key as keyof Position];
    if (value !== undefined) kept[key] = value;
  }
  return kept as unknown as Position;
}
