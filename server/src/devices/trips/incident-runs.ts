import { INCIDENT_TYPE } from '@fleet/domain';
import { type AnnotatedFix } from './motion';
import { STOP_GAP_MS } from './thresholds';
import { type IncidentDraft, type TrackFix } from './types';

const seconds = (ms: number): number => ms / 1000;

const at = (fix: TrackFix): Pick<IncidentDraft, 'latitude' | 'longitude' | 'geofence'> => ({
  latitude: fix.latitude,
  longitude: fix.longitude,
  geofence: null,
});

/** A time span [start, end] in ms, e.g. a hauled trip. */
export interface Span {
  start: number;
  end: number;
}

const within = (time: number, spans: readonly Span[]): boolean =>
  spans.some((span) => time >= span.start && time <= span.end);

function overSpeedDraft(run: readonly [TrackFix, ...TrackFix[]]): IncidentDraft {
  const first = run[0];
  const last = run[run.length - 1] ?? first;
  return {
    tracking_incident_type_id: INCIDENT_TYPE.overSpeed,
    // Reported at the end so that start = report time - duration (spec 2 §5).
    report_timestamp: last.fixTime,
    duration: seconds(last.fixTime - first.fixTime),
    optional_fields: {
      maxSpeed: Math.max(...run.map((fix) => fix.speedMph ?? 0)),
      vehicle_speed: last.speedMph ?? 0,
      speed_unit: 'mph',
    },
    ...at(last),
  };
}

/**
 * One over-speed incident per continuous run of fixes above the company limit. Fixes with the
 * engine off or inside a hauled trip do not count: then the hauler is the one speeding. A silence
 * longer than the stop gap breaks a run, since nothing is known about the speed in between.
 */
export function overSpeedIncidents(
  fixes: readonly AnnotatedFix[],
  limitMph: number | null,
  hauled: readonly Span[],
): IncidentDraft[] {
  if (limitMph === null) return [];
  const drafts: IncidentDraft[] = [];
  let run: [TrackFix, ...TrackFix[]] | null = null;
  for (const { fix, ignition } of fixes) {
    const over =
      fix.speedMph !== undefined &&
      fix.speedMph > limitMph &&
      ignition !== false &&
      !within(fix.fixTime, hauled);
    const last = run?.[run.length - 1];
    if (
      run !== null &&
      (!over || (last !== undefined && fix.fixTime - last.fixTime > STOP_GAP_MS))
    ) {
      drafts.push(overSpeedDraft(run));
      run = null;
    }
    if (over) {
      if (run === null) run = [fix];
      else run.push(fix);
    }
  }
  if (run !== null) drafts.push(overSpeedDraft(run));
  return drafts;
}

/**
 * Idle start (17) when the engine is on and the asset stands still, engine idle (5) when that
 * lasted at least the company's idle limit, reported when it ends with its duration. It ends at
 * the fix that shows the engine off; when the asset drove off, or contact was lost, at the last
 * idling fix, since the moment it stopped idling lies somewhere in the gap. An idle still under
 * way at the last fix has only its start. Vehicles only: a machine working on the spot with its
 * engine running is "running", not idling (spec 1 §4, tracker display status).
 */
export function idleIncidents(
  fixes: readonly AnnotatedFix[],
  idleLimitMs: number,
  lostContactMs: number,
): IncidentDraft[] {
  const drafts: IncidentDraft[] = [];
  let start: TrackFix | null = null;
  let lastIdle: TrackFix | null = null;
  for (const { fix, ignition, moving } of fixes) {
    const idling = ignition === true && !moving;
    if (idling && start !== null && lastIdle !== null) {
      if (fix.fixTime - lastIdle.fixTime <= lostContactMs) {
        lastIdle = fix;
        continue;
      }
    }
    if (start !== null && lastIdle !== null) {
      const drovePast = moving || fix.fixTime - lastIdle.fixTime > lostContactMs;
      const end = drovePast ? lastIdle.fixTime : fix.fixTime;
      if (end - start.fixTime >= idleLimitMs) {
        drafts.push({
          tracking_incident_type_id: INCIDENT_TYPE.engineIdle,
          // Reported at the end so that start = report time - duration (spec 2 §5).
          report_timestamp: end,
          duration: seconds(end - start.fixTime),
          optional_fields: {},
          ...at(lastIdle),
        });
      }
      start = null;
      lastIdle = null;
    }
    if (idling) {
      start = fix;
      lastIdle = fix;
      drafts.push({
        tracking_incident_type_id: INCIDENT_TYPE.idleStart,
        report_timestamp: fix.fixTime,
        duration: 0,
        optional_fields: {},
        ...at(fix),
      });
    }
  }
  return drafts;
}
