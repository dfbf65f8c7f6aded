import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetAliasInService } from '../../db/asset-in-service';
import { geofences, organizationGeofences } from '../../db/schema/index';

export type GeofenceRow = typeof geofences.$inferSelect;
export type NewGeofenceRow = typeof geofences.$inferInsert;

/** Names are compared as a person reads them: case and surrounding spaces ignored. */
const GEOFENCE_LOCK_SPACE = 7_015;

const notDeleted = isNull(geofences.deletedAt);
const ofCompany = (companyId: number) => and(eq(geofences.companyId, companyId), notDeleted);

export async function insertGeofences(db: Db, values: NewGeofenceRow[]): Promise<GeofenceRow[]> {
  if (values.length === 0) return [];
  return db.insert(geofences).values(values).returning();
}

/** Every active geofence of every company: the gateway's spatial index is built from these. */
export async function listActiveGeofences(db: Db): Promise<GeofenceRow[]> {
  return db
    .select()
    .from(geofences)
    .where(and(eq(geofences.active, true), notDeleted))
    .orderBy(asc(geofences.geofenceId));
}

/** The company's geofences by name; inactive ones only when asked for (never deleted ones). */
export async function listCompanyGeofences(
  db: Db,
  companyId: number,
  options: { active?: boolean | undefined } = { active: true },
): Promise<GeofenceRow[]> {
  return db
    .select()
    .from(geofences)
    .where(
      and(
        ofCompany(companyId),
        options.active === undefined ? undefined : eq(geofences.active, options.active),
      ),
    )
    .orderBy(asc(sql`lower(${geofences.name})`), asc(geofences.geofenceId));
}

export async function findGeofence(
  db: Db,
  companyId: number,
  geofenceId: number,
): Promise<GeofenceRow | undefined> {
  const [row] = await db
    .select()
    .from(geofences)
    .where(and(ofCompany(companyId), eq(geofences.geofenceId, geofenceId)));
  return row;
}

/**
 * Writers of one company's geofences take turns (in their transaction), so two of the same name
 * cannot both find it free.
 */
export async function lockCompanyGeofences(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${GEOFENCE_LOCK_SPACE}, ${companyId})`);
}

/** An active geofence of the company with this name (any case), other than `exceptId`. */
export async function activeNameTaken(
  db: Db,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ geofenceId: geofences.geofenceId })
    .from(geofences)
    .where(
      and(
        ofCompany(companyId),
        eq(geofences.active, true),
        sql`lower(trim(${geofences.name})) = lower(trim(${name}))`,
        exceptId === undefined ? undefined : sql`${geofences.geofenceId} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertGeofence(db: Db, values: NewGeofenceRow): Promise<GeofenceRow> {
  const [row] = await db.insert(geofences).values(values).returning();
  if (!row) throw new Error('insert into geofences returned no row');
  return row;
}

export async function updateGeofence(
  db: Db,
  companyId: number,
  geofenceId: number,
  values: Partial<Pick<NewGeofenceRow, 'name' | 'geofenceTypeId' | 'alertEnter' | 'alertExit'>> &
    Partial<Pick<NewGeofenceRow, 'active' | 'shape'>>,
): Promise<GeofenceRow | undefined> {
  const [row] = await db
    .update(geofences)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(ofCompany(companyId), eq(geofences.geofenceId, geofenceId)))
    .returning();
  return row;
}

/** Deleted: inactive, out of every group, kept for the records that name it. */
export async function markGeofenceDeleted(
  db: Db,
  companyId: number,
  geofenceId: number,
): Promise<boolean> {
  await replaceLinks(db, companyId, { geofenceId }, []);
  const rows = await db
    .update(geofences)
    .set({ active: false, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(ofCompany(companyId), eq(geofences.geofenceId, geofenceId)))
    .returning({ geofenceId: geofences.geofenceId });
  return rows.length > 0;
}

/** Of these ids, those that are no geofence of the company (another company's, deleted, none). */
export async function foreignGeofenceIds(
  db: Db,
  companyId: number,
  geofenceIds: readonly number[],
): Promise<number[]> {
  if (geofenceIds.length === 0) return [];
  const own = await db
    .select({ geofenceId: geofences.geofenceId })
    .from(geofences)
    .where(and(ofCompany(companyId), inArray(geofences.geofenceId, [...geofenceIds])));
  const known = new Set(own.map((row) => row.geofenceId));
  return geofenceIds.filter((id) => !known.has(id));
}

/** Each geofence's groups, by geofence id. */
export async function listGeofenceGroupIds(
  db: Db,
  companyId: number,
): Promise<Map<number, number[]>> {
  const rows = await db
    .select({
      geofenceId: organizationGeofences.geofenceId,
      organizationId: organizationGeofences.organizationId,
    })
    .from(organizationGeofences)
    .where(eq(organizationGeofences.companyId, companyId))
    .orderBy(asc(organizationGeofences.organizationId));
  const byGeofence = new Map<number, number[]>();
  for (const row of rows) {
    const list = byGeofence.get(row.geofenceId) ?? [];
    list.push(row.organizationId);
    byGeofence.set(row.geofenceId, list);
  }
  return byGeofence;
}

/**
 * The links of one geofence (its groups) or of one group (its geofences) become exactly
 * `otherIds`: the two sides of spec 2 §7's "replace", one statement pair either way.
 */
export async function replaceLinks(
  db: Db,
  companyId: number,
  owner: { geofenceId: number } | { organizationId: number },
  otherIds: readonly number[],
): Promise<void> {
  const byGeofence = 'geofenceId' in owner;
  const ownerColumn = byGeofence
    ? organizationGeofences.geofenceId
    : organizationGeofences.organizationId;
  const ownerId = byGeofence ? owner.geofenceId : owner.organizationId;
  await db
    .delete(organizationGeofences)
    .where(and(eq(organizationGeofences.companyId, companyId), eq(ownerColumn, ownerId)));
  if (otherIds.length === 0) return;
  await db
    .insert(organizationGeofences)
    .values(
      [...new Set(otherIds)].map((otherId) =>
        byGeofence
          ? { organizationId: otherId, geofenceId: ownerId, companyId }
          : { organizationId: ownerId, geofenceId: otherId, companyId },
      ),
    );
}

export async function listGroupGeofenceIds(
  db: Db,
  companyId: number,
  organizationId: number,
): Promise<number[]> {
  const rows = await db
    .select({ geofenceId: organizationGeofences.geofenceId })
    .from(organizationGeofences)
    .where(
      and(
        eq(organizationGeofences.companyId, companyId),
        eq(organizationGeofences.organizationId, organizationId),
      ),
    );
  return rows.map((row) => row.geofenceId);
}

export interface AssetLocationRow {
  assetId: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Each of the company's assets in service with where its stored status places it (null before
 * its first fix; the caller prefers the ingest's fresher copy where it has one).
 */
export async function listAssetStatusLocations(
  db: Db,
  companyId: number,
): Promise<AssetLocationRow[]> {
  const result = await db.execute(sql`
    select a.asset_id, a.custom_name,
      (s.status->'location'->>'latitude')::float8 as latitude,
      (s.status->'location'->>'longitude')::float8 as longitude
    from assets a left join asset_statuses s on s.asset_id = a.asset_id
    where a.company_id = ${companyId} and ${assetAliasInService}`);
  const rows = (
    result as {
      rows: Array<{
        asset_id: number;
        custom_name: string;
        latitude: number | null;
        longitude: number | null;
      }>;
    }
  ).rows;
  return rows.map((row) => ({
    assetId: row.asset_id,
    name: row.custom_name,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}
