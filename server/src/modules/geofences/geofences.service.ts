import type { z } from 'zod';
import type { geofence, geofencesQuery } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findUser } from '../users/users.repo';
import { listAssetsInGeofences, listCompanyGeofences } from './geofences.repo';
import { shapeToGeoJson } from './geofence-geojson';

type Geofence = z.infer<typeof geofence>;

/** Which of the company's assets stand in which geofence now (from their statuses). */
async function assetIdsByGeofence(
  deps: AppDeps,
  companyId: number,
): Promise<Map<number, number[]>> {
  const byGeofence = new Map<number, number[]>();
  for (const row of await listAssetsInGeofences(deps.db, companyId)) {
    const list = byGeofence.get(row.geofenceId) ?? [];
    list.push(row.assetId);
    byGeofence.set(row.geofenceId, list);
  }
  return byGeofence;
}

/** spec 1 §7 "GET /users/{userId}/geofences": the company's geofences, a page at a time. */
export async function listGeofences(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  query: z.infer<typeof geofencesQuery>,
): Promise<Geofence[]> {
  if (userId !== auth.userId && !(await findUser(deps.db, auth.companyId, userId))) {
    throw notFound();
  }
  const needle = query.name?.toLowerCase();
  const rows = (await listCompanyGeofences(deps.db, auth.companyId)).filter(
    (row) =>
      (!needle || row.name.toLowerCase().includes(needle)) &&
      (query.geofence_type === undefined || row.geofenceTypeId === query.geofence_type),
  );
  if (query.order_direction?.toLowerCase() === 'desc') rows.reverse();
  const page = rows.slice(query.page * query.size, (query.page + 1) * query.size);
  const inside = query.include_asset_ids
    ? await assetIdsByGeofence(deps, auth.companyId)
    : undefined;
  return page.flatMap((row) => {
    const geojson = shapeToGeoJson(row.shape);
    if (!geojson) return [];
    return [
      {
        geofence_id: row.geofenceId,
        name: row.name,
        geofence_type_id: row.geofenceTypeId,
        alert_enter: row.alertEnter,
        alert_exit: row.alertExit,
        geojson,
        ...(inside ? { asset_ids_in_geofence: inside.get(row.geofenceId) ?? [] } : {}),
      },
    ];
  });
}
