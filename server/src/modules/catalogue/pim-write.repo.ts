import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipmentMakes, productCategories, products } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';

/** Categories, makes and products the company sees: shared ones and its own. */

export interface CategoryRow {
  id: number;
  name: string;
  path: string;
  parent_id: number | null;
  description: string | null;
  company_id: number | null;
  product_count: number;
}

/** Every category the company sees with the count of its own products (not those below). */
export async function listCategories(db: Db, companyId: number): Promise<CategoryRow[]> {
  const result = await db.execute(sql`
    select c.product_category_id as id, c.name, c.path, c.parent_id, c.description, c.company_id,
      (select count(*)::int from products p
        where p.product_category_id = c.product_category_id and not p.is_deleted
          and (p.company_id is null or p.company_id = ${companyId})) as product_count
    from product_categories c
    where c.company_id is null or c.company_id = ${companyId}
    order by c.path`);
  return rowsOf<CategoryRow>(result).map((row) => ({
    ...row,
    product_count: Number(row.product_count),
  }));
}

export type MakeRow = typeof equipmentMakes.$inferSelect;

/** Makes the company sees: shared ones not archived, and its own (archived ones included). */
const visibleMake = (companyId: number) =>
  or(
    and(isNull(equipmentMakes.companyId), eq(equipmentMakes.isDeleted, false)),
    eq(equipmentMakes.companyId, companyId),
  );

export async function searchVisibleMakes(
  db: Db,
  companyId: number,
  options: { query?: string | undefined; includeDeleted: boolean; exactMatch: boolean },
): Promise<MakeRow[]> {
  const text = options.query?.trim() ?? '';
  const parts = [visibleMake(companyId)];
  if (!options.includeDeleted) parts.push(eq(equipmentMakes.isDeleted, false));
  if (text !== '') {
    parts.push(
      options.exactMatch
        ? sql`lower(${equipmentMakes.name}) = lower(${text})`
        : sql`${equipmentMakes.name} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  }
  return db
    .select()
    .from(equipmentMakes)
    .where(and(...parts))
    .orderBy(sql`lower(${equipmentMakes.name})`, equipmentMakes.equipmentMakeId)
    .limit(100);
}

export async function findVisibleMake(
  db: Db,
  companyId: number,
  makeId: number,
): Promise<MakeRow | undefined> {
  const [row] = await db
    .select()
    .from(equipmentMakes)
    .where(and(eq(equipmentMakes.equipmentMakeId, makeId), visibleMake(companyId)));
  return row;
}

/** Serializes make creation within a company, so the duplicate check and insert cannot interleave. */
export async function lockCompanyMakes(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${MAKE_LOCK_SPACE}, ${companyId})`);
}
const MAKE_LOCK_SPACE = 7_011;

export async function insertMake(db: Db, companyId: number, name: string): Promise<MakeRow> {
  const [row] = await db.insert(equipmentMakes).values({ companyId, name }).returning();
  if (!row) throw new Error('make insert returned nothing');
  return row;
}

/** Restores the company's own archived make; undefined when it has no such make. */
export async function restoreOwnMake(
  db: Db,
  companyId: number,
  makeId: number,
): Promise<MakeRow | undefined> {
  const [row] = await db
    .update(equipmentMakes)
    .set({ isDeleted: false })
    .where(and(eq(equipmentMakes.equipmentMakeId, makeId), eq(equipmentMakes.companyId, companyId)))
    .returning();
  return row;
}

/** A visible product with the same make, model, variant and year (case-insensitive). */
export async function findSameProduct(
  db: Db,
  companyId: number,
  values: { makeId: number; model: string; variant: string | null; year: number },
): Promise<number | undefined> {
  const result = await db.execute(sql`
    select product_id from products
    where equipment_make_id = ${values.makeId}
      and lower(model) = lower(${values.model})
      and lower(coalesce(variant, '')) = lower(${values.variant ?? ''})
      and year = ${values.year}
      and not is_deleted
      and (company_id is null or company_id = ${companyId})
    limit 1`);
  const id = rowsOf<{ product_id: number }>(result)[0]?.product_id;
  return id === undefined ? undefined : Number(id);
}

export type NewProduct = typeof products.$inferInsert;

export async function insertProducts(db: Db, values: NewProduct[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(products).values(values).returning({ id: products.productId });
  return rows.map((row) => row.id);
}

export type NewProductCategory = typeof productCategories.$inferInsert;

export async function insertProductCategory(db: Db, values: NewProductCategory): Promise<number> {
  const [row] = await db
    .insert(productCategories)
    .values(values)
    .returning({ id: productCategories.productCategoryId });
  if (!row) throw new Error('product category insert returned nothing');
  return row.id;
}
