import { sql, type SQL } from 'drizzle-orm';
import type { PimFacetEntry, PimFacetId, PimFilters } from '@fleet/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The product search (spec 2 §7 searchPimProducts): products the company sees (shared and its
 * own, not archived), filtered by facets and a text, with one count per facet value. Every
 * facet is counted with the other facets' filters but not its own, so a chosen value still
 * shows its siblings.
 */

export interface PimSearch {
  companyId: number;
  /** Lower-cased words: each must be in make, model or variant (a 4-digit word may be the year). */
  words: string[];
  /** The whole text, for ranking by similarity. */
  text: string | null;
  filters: PimFilters;
}

export interface ProductRow {
  product_id: number;
  company_id: number | null;
  make_id: number;
  make: string;
  model: string;
  variant: string | null;
  year: number | null;
  part_number: string | null;
  category_id: number;
  category_name: string;
  category_path: string;
  is_deleted: boolean;
}

const FROM = sql`
  from products p
  join equipment_makes mk on mk.equipment_make_id = p.equipment_make_id
  join product_categories c on c.product_category_id = p.product_category_id`;

/** "2021 Caterpillar 320 GC" in SQL: concat_ws skips nulls, nullif the empty variant. */
const LABEL = sql`concat_ws(' ', p.year::text, mk.name, p.model, nullif(p.variant, ''))`;

const escapeLike = (word: string): string => word.replace(/[\\%_]/g, (c) => `\\${c}`);

const anyOf = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The search's conditions, leaving out one facet's filter (for that facet's counts). */
function conditions(search: PimSearch, without?: PimFacetId): SQL {
  const { companyId, filters } = search;
  const parts: SQL[] = [
    sql`(p.company_id is null or p.company_id = ${companyId})`,
    sql`not p.is_deleted`,
  ];
  for (const word of search.words) {
    const like = `%${escapeLike(word)}%`;
    parts.push(
      /^\d{4}$/.test(word)
        ? sql`(p.match_text like ${like} or p.year = ${Number(word)})`
        : sql`p.match_text like ${like}`,
    );
  }
  if (without !== 'Category' && filters.category.length > 0) {
    // A category holds the products of every category below it.
    parts.push(sql`exists (
      select 1 from product_categories f
      where f.product_category_id in (${anyOf(filters.category)})
        and (f.company_id is null or f.company_id = ${companyId})
        and (c.path = f.path or c.path like replace(replace(f.path, '%', '\\%'), '_', '\\_') || '|%'))`);
  }
  if (without !== 'Manufacturer' && filters.manufacturer.length > 0) {
    parts.push(sql`p.equipment_make_id in (${anyOf(filters.manufacturer)})`);
  }
  if (without !== 'Model' && filters.model.length > 0) {
    parts.push(sql`lower(p.model) in (${anyOf(filters.model.map((m) => m.toLowerCase()))})`);
  }
  if (without !== 'Year' && filters.year.length > 0) {
    parts.push(sql`p.year in (${anyOf(filters.year)})`);
  }
  if (without !== 'ProductId' && filters.productId.length > 0) {
    parts.push(sql`p.product_id in (${anyOf(filters.productId)})`);
  }
  return sql.join(parts, sql` and `);
}

export async function countProducts(db: Db, search: PimSearch): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n ${FROM} where ${conditions(search)}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

const PRODUCT_COLUMNS = sql`p.product_id, p.company_id, mk.equipment_make_id as make_id,
  mk.name as make, p.model, p.variant, p.year, p.part_number,
  c.product_category_id as category_id, c.name as category_name, c.path as category_path,
  p.is_deleted`;

export async function findProducts(
  db: Db,
  search: PimSearch,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  const rank = search.text ? sql`similarity(p.match_text, ${search.text}) desc,` : sql``;
  const result = await db.execute(sql`
    select ${PRODUCT_COLUMNS} ${FROM}
    where ${conditions(search)}
    order by ${rank} lower(mk.name), lower(p.model), p.variant nulls first, p.year desc nulls last,
      p.product_id
    limit ${limit} offset ${offset}`);
  return rowsOf<ProductRow>(result);
}

/** One visible product by id (another company's answers like none). */
export async function findVisibleProduct(
  db: Db,
  companyId: number,
  productId: number,
): Promise<ProductRow | undefined> {
  const result = await db.execute(sql`
    select ${PRODUCT_COLUMNS} ${FROM}
    where p.product_id = ${productId}
      and (p.company_id is null or p.company_id = ${companyId})`);
  return rowsOf<ProductRow>(result)[0];
}

const FACETS: Record<PimFacetId, { value: SQL; label: SQL; isDescending?: boolean }> = {
  Category: { value: sql`c.product_category_id::text`, label: sql`c.name` },
  Manufacturer: { value: sql`mk.equipment_make_id::text`, label: sql`mk.name` },
  Model: { value: sql`p.model`, label: sql`p.model` },
  // Newest first, as a year list reads.
  Year: { value: sql`p.year::text`, label: sql`p.year::text`, isDescending: true },
  ProductId: { value: sql`p.product_id::text`, label: LABEL },
};

/** One page of a facet's values with their counts; one more than asked says there are more. */
export async function facetEntries(
  db: Db,
  search: PimSearch,
  facet: PimFacetId,
  options: { search?: string | undefined; afterKey?: string | undefined; limit: number },
): Promise<PimFacetEntry[]> {
  const { value, label, isDescending } = FACETS[facet];
  const filters: SQL[] = [sql`value is not null`];
  if (options.search) filters.push(sql`label ilike ${`%${escapeLike(options.search)}%`}`);
  if (options.afterKey !== undefined) {
    filters.push(
      isDescending ? sql`label < ${options.afterKey}` : sql`label > ${options.afterKey}`,
    );
  }
  const result = await db.execute(sql`
    select value, label, count(*)::int as count from (
      select ${value} as value, ${label} as label ${FROM}
      where ${conditions(search, facet)}
    ) f
    where ${sql.join(filters, sql` and `)}
    group by value, label
    order by label ${isDescending ? sql`desc` : sql`asc`}, value
    limit ${options.limit}`);
  return rowsOf<PimFacetEntry>(result).map((row) => ({ ...row, count: Number(row.count) }));
}
