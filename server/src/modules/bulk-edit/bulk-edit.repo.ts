import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, categories, equipmentClasses } from '../../db/schema/index';

/** One of the company's active categories (a deactivated one cannot be given to assets). */
export async function findActiveCategory(db: Db, companyId: number, categoryId: number) {
  const [row] = await db
    .select({ categoryId: categories.categoryId })
    .from(categories)
    .where(
      and(
        eq(categories.companyId, companyId),
        eq(categories.categoryId, categoryId),
        isNull(categories.dateDeactivated),
      ),
    );
  return row;
}

/** One of the company's equipment classes, with the category it belongs to. */
export async function findClass(db: Db, companyId: number, classId: number) {
  const [row] = await db
    .select({
      equipmentClassId: equipmentClasses.equipmentClassId,
      categoryId: equipmentClasses.categoryId,
    })
    .from(equipmentClasses)
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        eq(equipmentClasses.equipmentClassId, classId),
      ),
    );
  return row;
}

export type BulkFieldValues = Partial<
  Pick<typeof assets.$inferInsert, 'inventoryBranchId' | 'categoryId' | 'equipmentClassId'>
>;

/** The same fields written on many of the company's assets (locked by the caller). */
export async function updateAssetsFields(
  db: Db,
  companyId: number,
  assetIds: readonly number[],
  values: BulkFieldValues,
): Promise<void> {
  if (assetIds.length === 0) return;
  await db
    .update(assets)
    .set(values)
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, [...assetIds])));
}
