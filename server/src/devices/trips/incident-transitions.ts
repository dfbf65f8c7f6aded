import { INCIDENT_TYPE } from '@fleet/domain';
import { type AnnotatedFix } from './motion';
import { type IncidentDraft, type TrackFix } from './types';

/**
 * Transition incidents compare each fix with the one before it. The first fix only sets the
 * starting state: whether it differs from what came before is unknown, so a caller re-deriving a
 * window passes the fix just before it too.
 */

const instant = (
  type: IncidentDraft['tracking_incident_type_id'],
  fix: TrackFix,
  extra: Partial<IncidentDraft> = {},
): IncidentDraft => ({
  tracking_incident_type_id: type,
  report_timestamp: fix.fixTime,
  duration: 0,
  optional_fields: {},
  geofence: null,
  latitude: fix.latitude,
  longitude: fix.longitude,
  ...extra,
});

/** Ignition on (19) and off (20) where the reported state changes. */
export function ignitionIncidents(fixes: readonly AnnotatedFix[]): IncidentDraft[] {
  const drafts: IncidentDraft[] = [];
  let previous: boolean | null = null;
  for (const { fix, ignition } of fixes) {
    if (previous !== null && ignition !== null && ignition !== previous) {
      drafts.push(instant(ignition ? INCIDENT_TYPE.ignitionOn : INCIDENT_TYPE.ignitionOff, fix));
    }
    previous = ignition;
  }
  return drafts;
}

/**
 * Leaving (1) and entering (6) areas from changes in the fix's geofences; as each is a set
 * change they strictly alternate per geofence. Leaving is listed before entering at one fix.
 */
export function geofenceIncidents(
  fixes: readonly AnnotatedFix[],
  nameOf: (geofenceId: number) => string,
): IncidentDraft[] {
  const drafts: IncidentDraft[] = [];
  let inside: Set<number> | null = null;
  for (const { fix } of fixes) {
    const now = new Set(fix.geofenceIds);
    if (inside !== null) {
      const was = inside;
      const left = [...was].filter((id) => !now.has(id)).sort((a, b) => a - b);
      const entered = [...now].filter((id) => !was.has(id)).sort((a, b) => a - b);
      const geofence = (id: number) => ({ geofence: { geofence_id: id, name: nameOf(id) } });
      for (const id of left) drafts.push(instant(INCIDENT_TYPE.leavingArea, fix, geofence(id)));
      for (const id of entered) drafts.push(instant(INCIDENT_TYPE.enteringArea, fix, geofence(id)));
    }
    inside = now;
  }
  return drafts;
}

/** Stale GPS start (30) when the lock is lost, end (31) with how long it lasted when it returns. */
export function staleGpsIncidents(fixes: readonly AnnotatedFix[]): IncidentDraft[] {
  const drafts: IncidentDraft[] = [];
  let previous: TrackFix | null = null;
  let staleSince: TrackFix | null = null;
  for (const { fix } of fixes) {
    if (previous?.valid === true && !fix.valid) {
      staleSince = fix;
      drafts.push(instant(INCIDENT_TYPE.staleGpsStart, fix));
    } else if (previous?.valid === false && fix.valid) {
      const duration = staleSince === null ? 0 : (fix.fixTime - staleSince.fixTime) / 1000;
      drafts.push(instant(INCIDENT_TYPE.staleGpsEnd, fix, { duration }));
      staleSince = null;
    }
    previous = fix;
  }
  return drafts;
}

/**
 * Lost contact (27) for every silence longer than the limit, between two fixes or since the last
 * one. Reported when the limit ran out (last fix + limit) so the key stays put while the silence
 * goes on; the duration is the whole silence so far, at the last known place.
 */
export function lostContactIncidents(
  fixes: readonly AnnotatedFix[],
  limitMs: number,
  now: number,
): IncidentDraft[] {
  const drafts: IncidentDraft[] = [];
  const times = [...fixes.map((f) => f.fix.fixTime), now];
  fixes.forEach(({ fix }, i) => {
    const next = times[i + 1] ?? now;
    if (next - fix.fixTime > limitMs) {
      drafts.push({
        ...instant(INCIDENT_TYPE.lostContact, fix),
        report_timestamp: fix.fixTime + limitMs,
        duration: (next - fix.fixTime) / 1000,
      });
    }
  });
  return drafts;
}
