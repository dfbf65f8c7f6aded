import type { TestApp } from './harness';

/** A 300 m circle in Columbia, Missouri: a shape every geofence write takes. */
const SAMPLE_CIRCLE = { kind: 'circle', longitude: -92.33, latitude: 38.95, radius_meters: 300 };

/**
 * The geofence calls (docs/GEOFENCES.md) for the walks: valid bodies, so each walk reaches the
 * route's own checks, and a geofence of the token's company for :geofenceId.
 */
export function geofenceWriteSamples(name: string): Record<string, object> {
  return {
    'POST /api/geofences': { name: `${name} geofence`, shape: SAMPLE_CIRCLE },
    'PATCH /api/geofences/:geofenceId': { name: `${name} geofence renamed` },
    'PUT /api/organizations/:organizationId/geofences': { geofences: [] },
  };
}

/** A geofence of the token's company (made if it has none), for :geofenceId. */
export async function geofenceWalkIds(t: TestApp, token: string): Promise<{ geofenceId: string }> {
  const { userId } = await t.session(token);
  const listed = await t.call(token, { method: 'GET', url: `/api/users/${userId}/geofences` });
  const [first] = listed.json<Array<{ geofence_id: number }>>();
  if (first) return { geofenceId: String(first.geofence_id) };
  const made = await t.call(token, {
    method: 'POST',
    url: '/api/geofences',
    payload: { name: 'Walk geofence', shape: SAMPLE_CIRCLE },
  });
  return { geofenceId: String(made.json<{ geofence_id: number }>().geofence_id) };
}

/** The same for the fuzz walk's samples, by parameter and field name. */
export async function geofenceFuzzSamples(t: TestApp, token: string) {
  const { geofenceId } = await geofenceWalkIds(t, token);
  return {
    geofenceId: [Number(geofenceId)],
    geofences: [[Number(geofenceId)], []],
    shape: [SAMPLE_CIRCLE],
  };
}
