import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, categories, equipmentClasses } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;

/** Assets in service: archived ones keep their category but leave the counts. */
const inService = isNull(assets.archivedStatus);

/** The company's active categories by name, each with its count of assets in service. */
export async function listActiveCategories(db: Db, companyId: number) {
  const assetCounts = db
    .select({ categoryId: assets.categoryId, n: count().as('n') })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), inService))
    .groupBy(assets.categoryId)
    .as('asset_counts');
  return db
    .select({
      category: categories,
      assetCount: sql<number>`coalesce(${assetCounts.n}, 0)::int`,
    })
    .from(categories)
    .leftJoin(assetCounts, eq(assetCounts.categoryId, categories.categoryId))
    .where(and(eq(categories.companyId, companyId), isNull(categories.dateDeactivated)))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.categoryId));
}

/** One active category of the company (locked when `forUpdate`), or undefined. */
export async function findActiveCategory(
  db: Db,
  companyId: number,
  categoryId: number,
  forUpdate = false,
): Promise<CategoryRow | undefined> {
  const query = db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.companyId, companyId),
        eq(categories.categoryId, categoryId),
        isNull(categories.dateDeactivated),
      ),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertCategory(db: Db, values: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function updateCategory(
  db: Db,
  companyId: number,
  categoryId: number,
  values: Partial<NewCategory>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.companyId, companyId), eq(categories.categoryId, categoryId)))
    .returning();
  return row;
}

/** What still uses a category: active sub-categories, classes, assets (archived ones too). */
export async function categoryUse(db: Db, companyId: number, categoryId: number) {
  const [subcategories] = await db
    .select({ n: count() })
    .from(categories)
    .where(
      and(
        eq(categories.companyId, companyId),
        eq(categories.parentCategoryId, categoryId),
        isNull(categories.dateDeactivated),
      ),
    );
  const [classes] = await db
    .select({ n: count() })
    .from(equipmentClasses)
    .where(
      and(eq(equipmentClasses.companyId, companyId), eq(equipmentClasses.categoryId, categoryId)),
    );
  const [used] = await db
    .select({ n: count() })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.categoryId, categoryId)));
  return {
    subcategories: subcategories?.n ?? 0,
    classes: classes?.n ?? 0,
    assets: used?.n ?? 0,
  };
}
