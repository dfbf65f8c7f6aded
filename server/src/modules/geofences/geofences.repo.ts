import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
