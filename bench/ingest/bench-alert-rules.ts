import type { Db } from '../../server/src/db/client';
import { insertAlertRule } from '../../server/src/modules/alerts/alert-rules.repo';
import { listActiveGeofences } from '../../server/src/modules/geofences/geofences.repo';

const notify = { in_app: true, sms: false, email: false, user_ids: [] };
const METERS_PER_DEGREE = 111_320;

export interface AlertProbePlace {
  inside: { latitude: number; longitude: number };
  outside: { latitude: number; longitude: number };
  /** The probe tracker's asset, as the alerts name it (set by the bench server). */
  assetId?: number | null | undefined;
}

/**
 * Issue 12's load: an enter and an exit rule on each of the company's 1,000 geofences, and a
 * speed and an idle rule on every asset. Every fix is judged by all of them; the load's trackers
 * drive (`drive-source.ts`), so geofences are entered and left, and highway legs go over the
 * speed limit, as often as a fleet's movement makes them (idle runs are shorter than the rule's
 * 10 minutes within a run). Answers a place inside a circle geofence and one just outside it, for
 * the fix → alert probe.
 */
export async function seedBenchAlertRules(db: Db, companyId: number): Promise<AlertProbePlace> {
  const fences = (await listActiveGeofences(db)).filter((fence) => fence.companyId === companyId);
  const base = { geofenceOrganizationId: null, assetOrganizationId: null, notify, active: true };
  for (const fence of fences) {
    for (const kind of ['geofence_enter', 'geofence_exit'] as const) {
      await insertAlertRule(db, companyId, null, {
        ...base,
        name: `${fence.name} ${kind}`,
        kind,
        params: {},
        geofenceId: fence.geofenceId,
      });
    }
  }
  await insertAlertRule(db, companyId, null, {
    ...base,
    name: 'Bench speeding',
    kind: 'over_speed',
    params: { speed_mph: 55 },
    geofenceId: null,
  });
  await insertAlertRule(db, companyId, null, {
    ...base,
    name: 'Bench idling',
    kind: 'idle',
    params: { minutes: 10 },
    geofenceId: null,
  });
  const circle = fences
    .map(
      (fence) => fence.shape as { kind?: string; center?: [number, number]; radiusMeters?: number },
    )
    .find((shape) => shape.kind === 'circle' && shape.center && shape.radiusMeters);
  if (!circle?.center || !circle.radiusMeters) throw new Error('no circle geofence to probe');
  const [longitude, latitude] = circle.center;
  // 3 km north is outside this circle (at most 1 km across) and very likely every other.
  return {
    inside: { latitude, longitude },
    outside: { latitude: latitude + 3000 / METERS_PER_DEGREE, longitude },
  };
}
