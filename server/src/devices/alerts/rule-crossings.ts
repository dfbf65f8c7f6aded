import type { AlertNotify, AlertRuleKind, ThresholdReading } from '@fleet/domain';
import { isWorkingTime, type CompanyHours } from './company-hours';
import type { FixView } from './fix-view';

/** An active rule as the ingest holds it, its geofence group and asset group resolved. */
export interface ActiveAlertRule {
  alertRuleId: number;
  companyId: number;
  name: string;
  kind: AlertRuleKind;
  params: Record<string, unknown>;
  /** The geofences a geofence rule watches: its one, or every one of its group. */
  geofenceIds: readonly number[];
  /** Only these assets; null for every asset of the company. */
  assetIds: ReadonlySet<number> | null;
  notify: AlertNotify;
}

/** One event a rule sees between two moments of an asset. */
export interface Crossing {
  geofenceId: number | null;
  /** The bracket of the event: the alert is the same event for any fix inside it. */
  windowStart: number;
  windowEnd: number;
  /** What was compared, in words: "inside Yard", "62 mph > 55 mph". */
  crossed: string;
  /** The value read before the event and at it (speed, battery…). */
  valueBefore: number | boolean | null;
  value: number | boolean | null;
}

/** A moving or running asset counts as used (outside normal hours). */
const isInUse = (view: FixView) => view.engineOn === true || (view.speedMph ?? 0) > 2;

const num = (params: Record<string, unknown>, key: string): number => Number(params[key]);

/**
 * Whether the rule's condition holds at this moment (null: unknown, e.g. no speed reported).
 * An alert fires when it turns from false to true; for a geofence rule, per geofence.
 */
function holds(
  rule: ActiveAlertRule,
  view: FixView,
  hours: CompanyHours,
  geofenceId: number | null,
): boolean | null {
  switch (rule.kind) {
    case 'geofence_enter':
      return view.latitude === null ? null : view.geofenceIds.includes(geofenceId ?? -1);
    case 'geofence_exit':
      return view.latitude === null ? null : !view.geofenceIds.includes(geofenceId ?? -1);
    case 'over_speed':
      return view.speedMph === null ? null : view.speedMph > num(rule.params, 'speed_mph');
    case 'outside_hours':
      return isInUse(view) && !isWorkingTime(view.time, hours);
    case 'idle':
      return (
        view.idleSince !== null &&
        view.time - view.idleSince >= num(rule.params, 'minutes') * 60_000
      );
    case 'low_battery':
      return view.batteryPercent === null
        ? null
        : view.batteryPercent < num(rule.params, 'percent');
    case 'threshold': {
      const reading = view.readings[rule.params.reading as ThresholdReading];
      if (reading === null || reading === undefined) return null;
      const min = rule.params.min as number | null;
      const max = rule.params.max as number | null;
      return (min !== null && reading < min) || (max !== null && reading > max);
    }
    case 'lost_contact':
    case 'service_due':
      // Judged by sweeps on the clock, not by fixes.
      return null;
  }
}

function valueOf(rule: ActiveAlertRule, view: FixView): number | boolean | null {
  switch (rule.kind) {
    case 'over_speed':
      return view.speedMph;
    case 'low_battery':
      return view.batteryPercent;
    case 'threshold':
      return view.readings[rule.params.reading as ThresholdReading] ?? null;
    case 'idle':
      return view.idleSince === null ? null : Math.round((view.time - view.idleSince) / 60_000);
    case 'outside_hours':
      return isInUse(view);
    case 'geofence_enter':
    case 'geofence_exit':
    case 'lost_contact':
    case 'service_due':
      return view.latitude !== null;
  }
}

function describe(rule: ActiveAlertRule, view: FixView, geofenceName: string): string {
  const value = valueOf(rule, view);
  switch (rule.kind) {
    case 'geofence_enter':
      return `inside ${geofenceName}`;
    case 'geofence_exit':
      return `outside ${geofenceName}`;
    case 'over_speed':
      return `${String(value)} mph > ${num(rule.params, 'speed_mph')} mph`;
    case 'outside_hours':
      return 'in use outside normal hours';
    case 'idle':
      return `idle ${String(value)} min ≥ ${num(rule.params, 'minutes')} min`;
    case 'low_battery':
      return `battery ${String(value)}% < ${num(rule.params, 'percent')}%`;
    case 'threshold': {
      const min = rule.params.min as number | null;
      const max = rule.params.max as number | null;
      const range = [min === null ? null : `≥ ${min}`, max === null ? null : `≤ ${max}`]
        .filter(Boolean)
        .join(' and ');
      return `${String(rule.params.reading)} ${String(value)} outside ${range}`;
    }
    case 'lost_contact':
      return 'no contact';
    case 'service_due':
      return 'service due';
  }
}

/**
 * The events a rule sees from `before` to `after` (two consecutive moments of one asset).
 * Idle is one event per idle run (its bracket is the run's start), so however many fixes
 * arrive while it idles, it fires once.
 */
export function crossings(
  rule: ActiveAlertRule,
  hours: CompanyHours,
  before: FixView,
  after: FixView,
  geofenceNames: ReadonlyMap<number, string>,
  /** For a geofence rule: only this geofence (the one whose membership changed). */
  onlyGeofenceId?: number,
): Crossing[] {
  const isGeofenceRule = rule.kind === 'geofence_enter' || rule.kind === 'geofence_exit';
  const subjects: Array<number | null> = !isGeofenceRule
    ? [null]
    : onlyGeofenceId === undefined
      ? [...rule.geofenceIds]
      : [onlyGeofenceId];
  const found: Crossing[] = [];
  for (const geofenceId of subjects) {
    const was = holds(rule, before, hours, geofenceId);
    const is = holds(rule, after, hours, geofenceId);
    if (was !== false || is !== true) continue;
    const isIdle = rule.kind === 'idle' && after.idleSince !== null;
    found.push({
      geofenceId,
      windowStart: isIdle ? (after.idleSince ?? after.time) : before.time,
      windowEnd: isIdle ? (after.idleSince ?? after.time) : after.time,
      crossed: describe(rule, after, geofenceNames.get(geofenceId ?? -1) ?? 'the geofence'),
      valueBefore: valueOf(rule, before),
      value: valueOf(rule, after),
    });
  }
  return found;
}
