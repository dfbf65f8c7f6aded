import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES,
  PIM_FACET_IDS,
  productLabel,
  productMatchText,
  type CategoryTreeNode,
  type PimCategory,
  type PimFacet,
  type PimFacetId,
  type PimFilters,
  type PimMake,
  type PimProductSearchQuery,
  type PimProduct,
  type PimProductCreate,
  type PimProductPage,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { assertMayEditAssets } from './catalogue-access';
import { searchEquipmentMakes, searchEquipmentModels } from './legacy-makes.repo';
import type { AuthContext } from '../../platform/auth';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { countProducts, facetEntries, findProducts, type ProductRow } from './pim-search.repo';
import {
  findSameProduct,
  findVisibleMake,
  insertMake,
  insertProducts,
  listCategories,
  lockCompanyMakes,
  restoreOwnMake,
  searchVisibleMakes,
  type MakeRow,
} from './pim-write.repo';

/** spec 2 §7 "Import and catalogue": the product catalogue (docs/CATALOGUE.md). */

export const toPimProduct = (row: ProductRow): PimProduct => ({
  id: Number(row.product_id),
  name: productLabel(row),
  make: row.make,
  make_id: Number(row.make_id),
  model: row.model,
  variant: row.variant,
  year: row.year === null ? null : Number(row.year),
  part_number: row.part_number,
  category_id: Number(row.category_id),
  category_name: row.category_name,
  category_path: row.category_path,
  company_id: row.company_id === null ? null : Number(row.company_id),
  is_deleted: row.is_deleted,
});

export interface ProductSearchInput {
  query?: string | undefined;
  filters: PimFilters;
  facetSearch?: string | undefined;
  facetAfterKey?: string | undefined;
  /** Facets to count; all when undefined. */
  includedFacets?: PimFacetId[] | undefined;
  pageSize: number;
  pageNumber: number;
}

/** The REST query (also what GraphQL's arguments are parsed into) as the search's input. */
export const productSearchInput = (q: PimProductSearchQuery): ProductSearchInput => ({
  query: q.query,
  filters: {
    category: q.category_id ?? [],
    manufacturer: q.manufacturer_id ?? [],
    model: q.model ?? [],
    year: q.year ?? [],
    productId: q.product_id ?? [],
  },
  facetSearch: q.facet_search,
  facetAfterKey: q.facet_after_key,
  includedFacets: q.included_facets,
  pageSize: q.page_size,
  pageNumber: q.page_number,
});

export async function searchPimProducts(
  db: Db,
  auth: AuthContext,
  input: ProductSearchInput,
): Promise<PimProductPage> {
  const text = input.query?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
  const search = {
    companyId: auth.companyId,
    words: text === '' ? [] : text.split(' ').slice(0, 10),
    text: text === '' ? null : text,
    filters: input.filters,
  };
  const offset = (input.pageNumber - 1) * input.pageSize;
  // PGlite has one connection: the queries take turns either way.
  const total = await countProducts(db, search);
  const rows = offset < total ? await findProducts(db, search, input.pageSize, offset) : [];
  const facets: PimFacet[] = [];
  for (const facetId of input.includedFacets ?? PIM_FACET_IDS) {
    const entries = await facetEntries(db, search, facetId, {
      search: input.facetSearch?.trim() || undefined,
      afterKey: input.facetAfterKey,
      limit: CATALOGUE_LIMITS.facetPageSize + 1,
    });
    const page = entries.slice(0, CATALOGUE_LIMITS.facetPageSize);
    const hasMore = entries.length > CATALOGUE_LIMITS.facetPageSize;
    facets.push({
      facet_id: facetId,
      entries: page,
      after_key: hasMore ? (page.at(-1)?.label ?? null) : null,
    });
  }
  return {
    items: rows.map(toPimProduct),
    totals: { total_items: total, page_number: input.pageNumber, page_size: input.pageSize },
    facets,
  };
}

const toPimMake = (row: MakeRow): PimMake => ({
  id: row.equipmentMakeId,
  name: row.name,
  company_id: row.companyId,
  is_deleted: row.isDeleted,
});

export async function searchPimMakes(
  db: Db,
  auth: AuthContext,
  options: { query?: string | undefined; includeDeleted?: boolean; exactMatch?: boolean },
): Promise<PimMake[]> {
  const rows = await searchVisibleMakes(db, auth.companyId, {
    query: options.query,
    includeDeleted: options.includeDeleted ?? false,
    exactMatch: options.exactMatch ?? false,
  });
  return rows.map(toPimMake);
}

/**
 * spec 2 §4 "Manufacturer duplicate handling": a name equal to a make the company sees, case
 * aside and archived ones included, is refused (409) with the existing make in `details`, so the
 * form can offer to restore an archived one. Otherwise the make is the company's own.
 */
export async function createPimMake(
  deps: AppDeps,
  auth: AuthContext,
  name: string,
): Promise<{ company_id: number; id: number; name: string }> {
  await assertMayEditAssets(deps, auth);
  return deps.db.transaction(async (tx) => {
    await lockCompanyMakes(tx, auth.companyId);
    const [same] = await searchVisibleMakes(tx, auth.companyId, {
      query: name,
      includeDeleted: true,
      exactMatch: true,
    });
    if (same) {
      throw new AppError('CONFLICT', 409, CATALOGUE_MESSAGES.manufacturerExists, undefined, {
        make: toPimMake(same),
      });
    }
    const row = await insertMake(tx, auth.companyId, name);
    return { company_id: auth.companyId, id: row.equipmentMakeId, name: row.name };
  });
}

export async function restorePimMake(
  deps: AppDeps,
  auth: AuthContext,
  makeId: number,
): Promise<PimMake> {
  await assertMayEditAssets(deps, auth);
  const row = await restoreOwnMake(deps.db, auth.companyId, makeId);
  if (!row) throw notFound(CATALOGUE_MESSAGES.manufacturerNotFound);
  return toPimMake(row);
}

/** Categories with their counts: `has_products` counts the products below a category too. */
async function categoriesWithTotals(db: Db, auth: AuthContext) {
  const rows = await listCategories(db, auth.companyId);
  const byId = new Map(
    rows.map((row) => [Number(row.id), { ...row, total: 0, children: [] as number[] }]),
  );
  for (const node of byId.values()) {
    if (node.parent_id !== null) byId.get(Number(node.parent_id))?.children.push(Number(node.id));
    // Each product counts for its category and every one above it.
    let at: typeof node | undefined = node;
    const seen = new Set<number>();
    while (at && !seen.has(Number(at.id))) {
      seen.add(Number(at.id));
      at.total += node.product_count;
      at = at.parent_id === null ? undefined : byId.get(Number(at.parent_id));
    }
  }
  return [...byId.values()];
}

export async function searchPimCategories(
  db: Db,
  auth: AuthContext,
  options: { query?: string | undefined; hasProducts?: boolean | undefined },
): Promise<PimCategory[]> {
  const text = options.query?.trim().toLowerCase() ?? '';
  return (await categoriesWithTotals(db, auth))
    .filter((row) => text === '' || row.path.toLowerCase().includes(text))
    .filter((row) => options.hasProducts === undefined || row.total > 0 === options.hasProducts)
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      path: row.path,
      parent_id: row.parent_id === null ? null : Number(row.parent_id),
      description: row.description,
      has_products: row.total > 0,
      company_id: row.company_id === null ? null : Number(row.company_id),
    }));
}

export async function getCategoryTree(db: Db, auth: AuthContext): Promise<CategoryTreeNode[]> {
  return (await categoriesWithTotals(db, auth)).map((row) => ({
    id: Number(row.id),
    name: row.name,
    path: row.path,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    children: row.children,
    product_count: row.product_count,
    total_product_count: row.total,
  }));
}

const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { issues: [{ path: [field], message }] });

/** spec 2 §5 "Add Product": the company's own product; answers its id. */
export async function createPimProduct(
  deps: AppDeps,
  auth: AuthContext,
  input: PimProductCreate,
): Promise<{ id: number }> {
  await assertMayEditAssets(deps, auth);
  const { db } = deps;
  const categories = await categoriesWithTotals(db, auth);
  const category = categories.find((row) => Number(row.id) === input.category_id);
  if (!category) throw notFound(CATALOGUE_MESSAGES.categoryNotFound);
  // Only categories that hold products (here or below), or have children, can be chosen.
  if (category.total === 0 && category.children.length === 0) {
    throw fieldError('category_id', CATALOGUE_MESSAGES.categoriesWithProducts);
  }
  const make = await findVisibleMake(db, auth.companyId, input.manufacturer_id);
  if (!make) throw notFound(CATALOGUE_MESSAGES.manufacturerNotFound);
  if (make.isDeleted) throw fieldError('manufacturer_id', CATALOGUE_MESSAGES.archivedManufacturer);
  const same = await findSameProduct(db, auth.companyId, {
    makeId: make.equipmentMakeId,
    model: input.model,
    variant: input.variant,
    year: input.year,
  });
  if (same !== undefined) throw conflict(CATALOGUE_MESSAGES.productExists);
  const [id] = await insertProducts(db, [
    {
      companyId: auth.companyId,
      equipmentMakeId: make.equipmentMakeId,
      productCategoryId: Number(category.id),
      model: input.model,
      variant: input.variant,
      year: input.year,
      matchText: productMatchText(make.name, input.model, input.variant),
    },
  ]);
  if (id === undefined) throw new Error('product insert returned nothing');
  return { id };
}

export interface LegacySearch {
  query?: string | undefined;
  makeIds?: number[] | undefined;
  pageSize: number;
  pageNumber: number;
}

const pageOf = (search: LegacySearch) => ({
  query: search.query?.trim() || undefined,
  limit: search.pageSize,
  offset: (search.pageNumber - 1) * search.pageSize,
});

/** spec 2 §7 searchMakes (paged): the makes assets carry. */
export const searchMakes = (db: Db, auth: AuthContext, search: LegacySearch) =>
  searchEquipmentMakes(db, auth.companyId, pageOf(search));

/** spec 2 §7 searchModels (paged): the models assets carry, by make or name. */
export const searchModels = (db: Db, auth: AuthContext, search: LegacySearch) =>
  searchEquipmentModels(db, auth.companyId, { ...pageOf(search), makeIds: search.makeIds });
