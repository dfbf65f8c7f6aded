/** Conversions from what trackers send to the product's units (mph, miles, hours). */

export const MPH_PER_KNOT = 1.150779;
export const MPH_PER_METRE_PER_SECOND = 2.236936;
export const METRES_PER_MILE = 1609.344;
export const MS_PER_HOUR = 3_600_000;

/**
 * Above this an engine-hours value is milliseconds of engine time: some trackers send it that
 * way, and a million hours (114 years of running) is no real engine.
 */
export const ENGINE_HOURS_MS_FROM = 1e6;

export function knotsToMph(knots: number): number {
  return knots * MPH_PER_KNOT;
}

export function metresPerSecondToMph(speed: number): number {
  return speed * MPH_PER_METRE_PER_SECOND;
}

export function metresToMiles(metres: number): number {
  return metres / METRES_PER_MILE;
}

/** Engine hours as sent, or milliseconds of engine time when the value is above 1e6. */
export function engineHours(value: number): number {
  return value > ENGINE_HOURS_MS_FROM ? value / MS_PER_HOUR : value;
}
