import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  equipmentClasses,
  equipmentClassesModelsXref,
  equipmentMakes,
  equipmentModels,
  photos,
  uploads,
} from '../../db/schema/index';

export type EquipmentClassRow = typeof equipmentClasses.$inferSelect;
export type NewEquipmentClass = typeof equipmentClasses.$inferInsert;

/**
 * The company's classes by name (one category's when given), each with its photo's sizes and
 * file name and its count of assets in service.
 */
export async function listEquipmentClasses(db: Db, companyId: number, categoryId?: number) {
  const assetCounts = db
    .select({ classId: assets.equipmentClassId, n: count().as('n') })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), isNull(assets.archivedStatus)))
    .groupBy(assets.equipmentClassId)
    .as('asset_counts');
  return db
    .select({
      equipmentClass: equipmentClasses,
      photoVariants: photos.variants,
      photoFilename: uploads.originalFilename,
      assetCount: sql<number>`coalesce(${assetCounts.n}, 0)::int`,
    })
    .from(equipmentClasses)
    .leftJoin(
      photos,
      and(
        eq(photos.photoId, equipmentClasses.primaryPhotoId),
        eq(photos.companyId, equipmentClasses.companyId),
      ),
    )
    .leftJoin(uploads, eq(uploads.uploadId, photos.uploadId))
    .leftJoin(assetCounts, eq(assetCounts.classId, equipmentClasses.equipmentClassId))
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        categoryId === undefined ? undefined : eq(equipmentClasses.categoryId, categoryId),
      ),
    )
    .orderBy(asc(sql`lower(${equipmentClasses.name})`), asc(equipmentClasses.equipmentClassId));
}
export type EquipmentClassListRow = Awaited<ReturnType<typeof listEquipmentClasses>>[number];

/** The catalogue models linked to the company's classes, by make and model name. */
export async function listClassModels(db: Db, companyId: number) {
  return db
    .select({
      xrefId: equipmentClassesModelsXref.equipmentClassesModelsXrefId,
      classId: equipmentClassesModelsXref.equipmentClassId,
      modelId: equipmentModels.equipmentModelId,
      name: equipmentModels.name,
      makeName: equipmentMakes.name,
    })
    .from(equipmentClassesModelsXref)
    .innerJoin(
      equipmentModels,
      eq(equipmentModels.equipmentModelId, equipmentClassesModelsXref.equipmentModelId),
    )
    .innerJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, equipmentModels.equipmentMakeId))
    .where(eq(equipmentClassesModelsXref.companyId, companyId))
    .orderBy(asc(equipmentMakes.name), asc(equipmentModels.name));
}

export async function findEquipmentClass(
  db: Db,
  companyId: number,
  equipmentClassId: number,
  forUpdate = false,
): Promise<EquipmentClassRow | undefined> {
  const query = db
    .select()
    .from(equipmentClasses)
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        eq(equipmentClasses.equipmentClassId, equipmentClassId),
      ),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertEquipmentClass(
  db: Db,
  values: NewEquipmentClass,
): Promise<EquipmentClassRow> {
  const [row] = await db.insert(equipmentClasses).values(values).returning();
  if (!row) throw new Error('equipment class insert returned nothing');
  return row;
}

export async function updateEquipmentClass(
  db: Db,
  companyId: number,
  equipmentClassId: number,
  values: Partial<NewEquipmentClass>,
): Promise<void> {
  await db
    .update(equipmentClasses)
    .set(values)
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        eq(equipmentClasses.equipmentClassId, equipmentClassId),
      ),
    );
}

/** Assets in the class, archived ones included (they still point at it). */
export async function countClassAssets(
  db: Db,
  companyId: number,
  equipmentClassId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.equipmentClassId, equipmentClassId)));
  return row?.n ?? 0;
}

/** Removes the class and its model links (the caller has checked no asset is in it). */
export async function deleteEquipmentClass(
  db: Db,
  companyId: number,
  equipmentClassId: number,
): Promise<void> {
  await db
    .delete(equipmentClassesModelsXref)
    .where(
      and(
        eq(equipmentClassesModelsXref.companyId, companyId),
        eq(equipmentClassesModelsXref.equipmentClassId, equipmentClassId),
      ),
    );
  await db
    .delete(equipmentClasses)
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        eq(equipmentClasses.equipmentClassId, equipmentClassId),
      ),
    );
}

/** A photo of the company for a class: whether it exists and whether it is on an asset. */
export async function findCompanyPhoto(db: Db, companyId: number, photoId: number) {
  const [row] = await db
    .select({ photoId: photos.photoId, assetId: photos.assetId })
    .from(photos)
    .where(and(eq(photos.companyId, companyId), eq(photos.photoId, photoId)));
  return row;
}
