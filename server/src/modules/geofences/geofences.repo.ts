import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { geofences } from '../../db/schema/index';

export type GeofenceRow = typeof geofences.$inferSelect;
export type NewGeofenceRow = typeof geofences.$inferInsert;

export async function insertGeofences(db: Db, values: NewGeofenceRow[]): Promise<GeofenceRow[]> {
  if (values.length === 0) return [];
  return db.insert(geofences).values(values).returning();
}

/** Every active geofence of every company: the gateway's spatial index is built from these. */
export async function listActiveGeofences(db: Db): Promise<GeofenceRow[]> {
  return db
    .select()
    .from(geofences)
    .where(eq(geofences.active, true))
    .orderBy(asc(geofences.geofenceId));
}

export async function listCompanyGeofences(db: Db, companyId: number): Promise<GeofenceRow[]> {
  return db
    .select()
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.active, true)))
    .orderBy(asc(geofences.name));
}

/**
 * Each of the company's assets in service with each geofence its current status places it in
 * (an archived stolen asset still reports, but leaves the geofences' lists).
 */
export async function listAssetsInGeofences(
  db: Db,
  companyId: number,
): Promise<Array<{ assetId: number; geofenceId: number }>> {
  const result = await db.execute(sql`
    select s.asset_id, (g.value->>'geofence_id')::int as geofence_id
    from asset_statuses s join assets a on a.asset_id = s.asset_id,
      jsonb_array_elements(s.status->'geofences') g
    where s.company_id = ${companyId} and jsonb_typeof(s.status->'geofences') = 'array'
      and ${assetAliasInService}`);
  const rows = (result as { rows: Array<{ asset_id: number; geofence_id: number }> }).rows;
  return rows.map((row) => ({ assetId: row.asset_id, geofenceId: row.geofence_id }));
}
