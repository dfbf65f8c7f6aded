import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  categories,
  equipmentClasses,
  equipmentMakes,
  equipmentModels,
  organizationAssets,
  trackers,
} from '../../db/schema/index';
import { assetInService } from '../../db/asset-in-service';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;
export type TrackerRow = typeof trackers.$inferSelect;

export async function insertAssets(db: Db, values: NewAssetRow[]): Promise<AssetRow[]> {
  if (values.length === 0) return [];
  return db.insert(assets).values(values).returning();
}

export async function insertTrackers(
  db: Db,
  values: Array<typeof trackers.$inferInsert>,
): Promise<TrackerRow[]> {
  if (values.length === 0) return [];
  return db.insert(trackers).values(values).returning();
}

/** An asset with the names the API shows beside it (spec 2 §3 "Asset"). */
export const assetWithNames = {
  asset: assets,
  makeName: equipmentMakes.name,
  modelName: equipmentModels.name,
  className: equipmentClasses.name,
  categoryName: categories.name,
  deviceSerial: trackers.deviceSerial,
  trackerTypeId: trackers.trackerTypeId,
};

function selectAssetsWithNames(db: Db) {
  return db
    .select(assetWithNames)
    .from(assets)
    .leftJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, assets.equipmentMakeId))
    .leftJoin(equipmentModels, eq(equipmentModels.equipmentModelId, assets.equipmentModelId))
    .leftJoin(equipmentClasses, eq(equipmentClasses.equipmentClassId, assets.equipmentClassId))
    .leftJoin(categories, eq(categories.categoryId, assets.categoryId))
    .leftJoin(trackers, eq(trackers.trackerId, assets.trackerId));
}
export type AssetWithNames = Awaited<ReturnType<typeof findAssetsByIds>>[number];

/** The company's assets in service among these ids (a list: archived ones are left out). */
export async function findAssetsByIds(db: Db, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return selectAssetsWithNames(db)
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, ids), assetInService))
    .orderBy(asc(assets.assetId));
}

/** A page of the company's assets in service, in id order. */
export async function listAssetsPage(db: Db, companyId: number, offset: number, limit: number) {
  return selectAssetsWithNames(db)
    .where(and(eq(assets.companyId, companyId), assetInService))
    .orderBy(asc(assets.assetId))
    .offset(offset)
    .limit(limit);
}

/** One asset of the company, archived or not: its card and history stay viewable. */
export async function findAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await selectAssetsWithNames(db).where(
    and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)),
  );
  return row;
}

/**
 * The company's assets among these ids, archived or not, locked for a write until the
 * transaction ends (outside one, the lock ends with the statement: a plain read). NO KEY UPDATE
 * queues writes to one asset behind each other and behind an archive (which locks FOR UPDATE),
 * so a write never lands on an asset archived meanwhile; rows referencing the asset can still
 * be inserted. Locked in id order, so two writes over many assets cannot deadlock.
 */
export async function lockAssetsForWrite(db: Db, companyId: number, assetIds: number[]) {
  if (assetIds.length === 0) return [];
  return selectAssetsWithNames(db)
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, assetIds)))
    .orderBy(asc(assets.assetId))
    .for('no key update', { of: assets });
}

export async function groupIdsByAsset(
  db: Db,
  companyId: number,
  assetIds: number[],
): Promise<Map<number, number[]>> {
  const byAsset = new Map<number, number[]>();
  if (assetIds.length === 0) return byAsset;
  const rows = await db
    .select({
      assetId: organizationAssets.assetId,
      organizationId: organizationAssets.organizationId,
    })
    .from(organizationAssets)
    .where(
      and(
        eq(organizationAssets.companyId, companyId),
        inArray(organizationAssets.assetId, assetIds),
      ),
    );
  for (const row of rows) {
    const list = byAsset.get(row.assetId) ?? [];
    list.push(row.organizationId);
    byAsset.set(row.assetId, list);
  }
  return byAsset;
}

/** The tracker a device serial belongs to, with the asset it is installed on (the gateway's key). */
export async function findTrackerBySerial(db: Db, deviceSerial: string) {
  const [row] = await db
    .select({
      trackerId: trackers.trackerId,
      companyId: trackers.companyId,
      assetId: assets.assetId,
      assetTypeId: assets.assetTypeId,
      isBleNode: assets.isBleNode,
    })
    .from(trackers)
    .leftJoin(assets, eq(assets.trackerId, trackers.trackerId))
    .where(eq(trackers.deviceSerial, deviceSerial));
  return row;
}
