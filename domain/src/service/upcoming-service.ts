/**
 * spec 2 §4 "Upcoming service": an interval below 90% used is Service Not Due, from 90% it is
 * Service Upcoming, from 100% Service Required (due). Pure: the server computes it on every read
 * from the asset's current odometer and engine hours, which move as positions arrive.
 */

export const SERVICE_DUE_STATUSES = ['not_due', 'upcoming', 'required'] as const;
export type ServiceDueStatus = (typeof SERVICE_DUE_STATUSES)[number];

export const SERVICE_DUE_LABELS: Record<ServiceDueStatus, string> = {
  not_due: 'Service Not Due',
  upcoming: 'Service Upcoming',
  required: 'Service Required',
};

export const UPCOMING_THRESHOLD_PERCENT = 90;
export const REQUIRED_THRESHOLD_PERCENT = 100;

export function serviceDueStatus(percentageUsed: number): ServiceDueStatus {
  if (percentageUsed >= REQUIRED_THRESHOLD_PERCENT) return 'required';
  if (percentageUsed >= UPCOMING_THRESHOLD_PERCENT) return 'upcoming';
  return 'not_due';
}

/** Upcoming or required: what the card's count badge counts. */
export const isServiceDueSoon = (status: ServiceDueStatus): boolean => status !== 'not_due';

/** An interval's limits; null or 0 means the interval is not measured that way. */
export interface IntervalLimits {
  time_days: number | null;
  miles: number | null;
  engine_hours: number | null;
}

/** Where an interval is counted from: a service record, or the asset as new. */
export interface ServiceBaseline {
  atMs: number;
  /** Null when the record has no reading: that measure is then not counted. */
  odometerMiles: number | null;
  engineHours: number | null;
}

export interface CurrentReadings {
  nowMs: number;
  odometerMiles: number | null;
  engineHours: number | null;
}

export interface IntervalUsage {
  days_since: number;
  miles_since: number | null;
  hours_since: number | null;
  /** The largest share used of the measured limits, in percent, rounded to 2 decimals. */
  percentage_used: number;
  status: ServiceDueStatus;
}

const DAY_MS = 86_400_000;
const isLimit = (value: number | null): value is number => value !== null && value > 0;
const since = (now: number | null, then: number | null): number | null =>
  now === null || then === null ? null : Math.max(0, now - then);

/**
 * How much of an interval an asset has used: the largest of days since / time_days, miles since
 * / miles and hours since / engine_hours. A measure counts only when the interval sets it and
 * both readings are known (an odometer that went backwards, e.g. a replaced tracker, counts 0).
 * The status is taken from the rounded percentage, so what is shown and the status agree.
 */
export function intervalUsage(
  interval: IntervalLimits,
  baseline: ServiceBaseline,
  current: CurrentReadings,
): IntervalUsage {
  const daysSince = Math.max(0, current.nowMs - baseline.atMs) / DAY_MS;
  const milesSince = since(current.odometerMiles, baseline.odometerMiles);
  const hoursSince = since(current.engineHours, baseline.engineHours);
  const shares: number[] = [];
  if (isLimit(interval.time_days)) shares.push(daysSince / interval.time_days);
  if (isLimit(interval.miles) && milesSince !== null) shares.push(milesSince / interval.miles);
  if (isLimit(interval.engine_hours) && hoursSince !== null) {
    shares.push(hoursSince / interval.engine_hours);
  }
  const percentage = Math.round(Math.max(0, ...shares) * 100 * 100) / 100;
  return {
    days_since: Math.floor(daysSince),
    miles_since: milesSince === null ? null : Math.round(milesSince * 10) / 10,
    hours_since: hoursSince === null ? null : Math.round(hoursSince * 10) / 10,
    percentage_used: percentage,
    status: serviceDueStatus(percentage),
  };
}

/**
 * The baseline of an interval on an asset: its newest service record for that interval; with
 * none, the asset as new (the day it was added to Fleet, odometer and hours from 0), so an
 * interval never recorded is measured over the asset's whole life. Nothing else is stored.
 */
export function serviceBaseline(
  lastRecord: {
    performedAtMs: number;
    odometerMiles: number | null;
    engineHours: number | null;
  } | null,
  assetCreatedAtMs: number,
): ServiceBaseline {
  if (lastRecord) {
    return {
      atMs: lastRecord.performedAtMs,
      odometerMiles: lastRecord.odometerMiles,
      engineHours: lastRecord.engineHours,
    };
  }
  return { atMs: assetCreatedAtMs, odometerMiles: 0, engineHours: 0 };
}
