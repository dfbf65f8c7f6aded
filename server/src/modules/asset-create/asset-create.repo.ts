import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { emptyStoredStatus } from '@fleet/domain';
import type { Db } from '../../db/client';
import {
  assetResources,
  assetStatuses,
  assets,
  branches,
  categories,
  equipmentClasses,
  equipmentMakes,
  organizationAssets,
  organizations,
  photos,
  products,
  resources,
  trackers,
} from '../../db/schema/index';

/**
 * The reads and writes of creating assets (docs/ASSET-CREATE.md). Every read takes the whole
 * batch's ids at once, and every write is one multi-row statement: the import creates up to a
 * thousand assets in one transaction.
 */

/** A fixed first key of the two-key advisory lock; the company id is the second. */
const ASSET_CREATE_LOCK = 1_095_980_884;

/**
 * Serializes asset creation within one company until the transaction ends, so two creates
 * cannot both find a VIN free and both write it (works on PGlite too, where it never waits).
 */
export async function lockAssetCreation(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ASSET_CREATE_LOCK}, ${companyId})`);
}

/** The upper-cased VINs and serial numbers among these that the company's assets already have. */
export async function findTakenIdentifiers(
  db: Db,
  companyId: number,
  vins: string[],
  serials: string[],
): Promise<{ vins: Set<string>; serials: Set<string> }> {
  const upperVin = sql<string>`upper(${assets.vin})`;
  const upperSerial = sql<string>`upper(${assets.serialNumber})`;
  const [vinRows, serialRows] = await Promise.all([
    vins.length === 0
      ? []
      : db
          .select({ value: upperVin })
          .from(assets)
          .where(and(eq(assets.companyId, companyId), inArray(upperVin, vins))),
    serials.length === 0
      ? []
      : db
          .select({ value: upperSerial })
          .from(assets)
          .where(and(eq(assets.companyId, companyId), inArray(upperSerial, serials))),
  ]);
  return {
    vins: new Set(vinRows.map((row) => row.value)),
    serials: new Set(serialRows.map((row) => row.value)),
  };
}

export async function findBranchIds(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: branches.branchId })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), inArray(branches.branchId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The company's active categories among these. */
export async function findCategoryIds(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: categories.categoryId })
    .from(categories)
    .where(
      and(
        eq(categories.companyId, companyId),
        inArray(categories.categoryId, ids),
        isNull(categories.dateDeactivated),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The company's classes among these, with the category each is in. */
export async function findClasses(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: equipmentClasses.equipmentClassId, categoryId: equipmentClasses.categoryId })
    .from(equipmentClasses)
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        inArray(equipmentClasses.equipmentClassId, ids),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

export async function findGroupIds(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: organizations.organizationId })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), inArray(organizations.organizationId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The company's reporting designations among these: path and map type of each. */
export async function findResources(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { path: string; mapType: string }>();
  const rows = await db
    .select({ id: resources.resourceId, path: resources.path, mapType: resources.hierarchyMapType })
    .from(resources)
    .where(and(eq(resources.companyId, companyId), inArray(resources.resourceId, ids)));
  return new Map(rows.map((row) => [row.id, { path: row.path, mapType: row.mapType }]));
}

/** The company's trackers by serial, with the asset each is on (null when on none). */
export async function findTrackersBySerial(db: Db, companyId: number, serials: string[]) {
  if (serials.length === 0) return new Map<string, { trackerId: number; onAsset: string | null }>();
  const rows = await db
    .select({
      trackerId: trackers.trackerId,
      deviceSerial: trackers.deviceSerial,
      assetName: assets.customName,
    })
    .from(trackers)
    .leftJoin(assets, eq(assets.trackerId, trackers.trackerId))
    .where(and(eq(trackers.companyId, companyId), inArray(trackers.deviceSerial, serials)));
  return new Map(
    rows.map((row) => [row.deviceSerial, { trackerId: row.trackerId, onAsset: row.assetName }]),
  );
}

/**
 * The company's photos among these, with what holds each: its asset's id, 0 for a class's
 * photo (equipment_classes.primary_photo_id), null for none yet.
 */
export async function findPhotos(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({
      id: photos.photoId,
      assetId: photos.assetId,
      classId: equipmentClasses.equipmentClassId,
    })
    .from(photos)
    .leftJoin(equipmentClasses, eq(equipmentClasses.primaryPhotoId, photos.photoId))
    .where(and(eq(photos.companyId, companyId), inArray(photos.photoId, ids)));
  return new Map(rows.map((row) => [row.id, row.assetId ?? (row.classId === null ? null : 0)]));
}

/** Products the company sees (shared or its own, not deleted): make, model and year of each. */
export async function findVisibleProducts(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) {
    return new Map<number, { makeId: number; model: string; year: number | null }>();
  }
  const rows = await db
    .select({
      id: products.productId,
      makeId: products.equipmentMakeId,
      model: products.model,
      year: products.year,
    })
    .from(products)
    .where(
      and(
        inArray(products.productId, ids),
        eq(products.isDeleted, false),
        or(isNull(products.companyId), eq(products.companyId, companyId)),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Makes by lower-cased name: the shared catalogue's first, then the company's own; a name that
 * has none becomes one of the company's own makes (the import and the VIN bring names only).
 */
export async function resolveMakeIds(
  db: Db,
  companyId: number,
  names: string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const found = new Map<string, number>();
  if (wanted.length === 0) return found;
  const lowerName = sql<string>`lower(${equipmentMakes.name})`;
  const read = () =>
    db
      .select({ id: equipmentMakes.equipmentMakeId, name: lowerName })
      .from(equipmentMakes)
      .where(
        and(
          inArray(lowerName, wanted),
          or(isNull(equipmentMakes.companyId), eq(equipmentMakes.companyId, companyId)),
        ),
      )
      // Shared before own, in service before archived, oldest first: the same answer each time.
      .orderBy(
        sql`${equipmentMakes.companyId} nulls first`,
        equipmentMakes.isDeleted,
        equipmentMakes.equipmentMakeId,
      );
  for (const row of await read()) if (!found.has(row.name)) found.set(row.name, row.id);
  const missing = names.filter((name, index) => {
    const key = name.toLowerCase();
    return !found.has(key) && names.findIndex((n) => n.toLowerCase() === key) === index;
  });
  if (missing.length > 0) {
    const inserted = await db
      .insert(equipmentMakes)
      .values(missing.map((name) => ({ companyId, name })))
      .onConflictDoNothing()
      .returning({ id: equipmentMakes.equipmentMakeId, name: lowerName });
    for (const row of inserted) found.set(row.name, row.id);
  }
  return found;
}

/** `count` new asset ids in ascending order, so each input knows its id before the insert. */
export async function reserveAssetIds(db: Db, count: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('assets', 'asset_id'))::int as id
        from generate_series(1, ${count})`,
  );
  return (result as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}

export type NewAsset = typeof assets.$inferInsert;

export async function insertAssetRows(db: Db, rows: NewAsset[]): Promise<void> {
  if (rows.length > 0) await db.insert(assets).values(rows);
}

export async function insertGroupMembers(
  db: Db,
  rows: Array<typeof organizationAssets.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(organizationAssets).values(rows);
}

export async function insertAssetResourceRows(
  db: Db,
  rows: Array<typeof assetResources.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(assetResources).values(rows);
}

/** First statuses holding the hours and odometer read off the asset when it was added. */
export async function insertInitialStatuses(
  db: Db,
  companyId: number,
  readings: Array<{ assetId: number; hours: number | null; odometer: number | null }>,
): Promise<void> {
  if (readings.length === 0) return;
  await db.insert(assetStatuses).values(
    readings.map(({ assetId, hours, odometer }) => ({
      assetId,
      companyId,
      status: { ...emptyStoredStatus(assetId), hours, odometer },
    })),
  );
}

/** Each photo becomes its asset's main photo (the photos have no asset yet). */
export async function attachPhotos(
  db: Db,
  companyId: number,
  pairs: Array<{ photoId: number; assetId: number }>,
): Promise<void> {
  if (pairs.length === 0) return;
  const payload = JSON.stringify(
    pairs.map((pair) => ({ photo_id: pair.photoId, asset_id: pair.assetId })),
  );
  await db.execute(sql`
    update photos set asset_id = r.asset_id, is_primary = true
    from jsonb_to_recordset(${payload}::jsonb) as r(photo_id int, asset_id int)
    where photos.photo_id = r.photo_id and photos.company_id = ${companyId}
      and photos.asset_id is null`);
}
