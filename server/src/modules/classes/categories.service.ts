import {
  CLASSES_MESSAGES,
  describeCategoryUse,
  type Category,
  type CategoryCreate,
  type CategoryUpdate,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { assertOwnCompany, requireAdminOrManager } from '../../platform/tenancy';
import * as repo from './categories.repo';

const toDto = (row: repo.CategoryRow, assetCount: number): Category => ({
  category_id: row.categoryId,
  name: row.name,
  company_id: row.companyId,
  date_deactivated: row.dateDeactivated?.toISOString() ?? null,
  parent_category_id: row.parentCategoryId,
  singular_name: row.singularName,
  canonical_name: row.canonicalName,
  description: row.description,
  asset_count: assetCount,
});

/** spec 2 §7 GET categories: the company's active categories (any signed-in user reads them). */
export async function listCategories(deps: AppDeps, auth: AuthContext): Promise<Category[]> {
  const rows = await repo.listActiveCategories(deps.db, auth.companyId);
  return rows.map((row) => toDto(row.category, row.assetCount));
}

/** A body's field with a refusal lands on that field of the form (details.issues). */
const fieldError = (field: string, message: string) =>
  badRequest(message, { issues: [{ path: [field], message }] });

/** spec 2 §5: a parent is optional, and only an active top-level category of the company. */
async function checkParent(db: Db, companyId: number, parentId: number, selfId?: number) {
  if (parentId === selfId) throw fieldError('parent_category_id', CLASSES_MESSAGES.parentIsSelf);
  const parent = await repo.findActiveCategory(db, companyId, parentId, true);
  if (!parent || parent.parentCategoryId !== null) {
    throw fieldError('parent_category_id', CLASSES_MESSAGES.parentNotTopLevel);
  }
}

/** The one unique index on active names answers two creates of one name at once. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLASSES_MESSAGES.categoryNameInUse);
    throw error;
  }
}

/** spec 2 §7 POST companies/{companyId}/category: managers and admins. */
export async function createCategory(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  body: CategoryCreate,
): Promise<Category> {
  assertOwnCompany(auth, companyId);
  requireAdminOrManager(auth);
  return namedWrite(() =>
    deps.db.transaction(async (tx) => {
      const parentId = body.parent_category_id ?? null;
      if (parentId !== null) await checkParent(tx, companyId, parentId);
      const row = await repo.insertCategory(tx, {
        companyId,
        name: body.category_name,
        singularName: body.singular_name,
        canonicalName: body.canonical_name,
        parentCategoryId: parentId,
        description: body.description ?? null,
      });
      return toDto(row, 0);
    }),
  );
}

async function ownCategory(db: Db, companyId: number, categoryId: number) {
  const row = await repo.findActiveCategory(db, companyId, categoryId, true);
  if (!row) throw notFound(CLASSES_MESSAGES.categoryNotFound);
  return row;
}

/** spec 2 §7 PATCH companies/{companyId}/category/{categoryId}: names, parent, description. */
export async function updateCategory(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  categoryId: number,
  body: CategoryUpdate,
): Promise<Category> {
  assertOwnCompany(auth, companyId);
  requireAdminOrManager(auth);
  const parentId = body.parent_category_id;
  const values = {
    ...(body.category_name === undefined ? {} : { name: body.category_name }),
    ...(body.singular_name === undefined ? {} : { singularName: body.singular_name }),
    ...(body.canonical_name === undefined ? {} : { canonicalName: body.canonical_name }),
    ...(parentId === undefined ? {} : { parentCategoryId: parentId }),
    ...(body.description === undefined ? {} : { description: body.description }),
  };
  if (Object.keys(values).length === 0) {
    throw badRequest('Send at least one field of the category to change.');
  }
  const updated = await namedWrite(() =>
    deps.db.transaction(async (tx) => {
      await ownCategory(tx, companyId, categoryId);
      if (parentId !== undefined && parentId !== null) {
        await checkParent(tx, companyId, parentId, categoryId);
        // Two levels only: a category with sub-categories stays at the top.
        const use = await repo.categoryUse(tx, companyId, categoryId);
        if (use.subcategories > 0) {
          throw fieldError('parent_category_id', CLASSES_MESSAGES.hasSubcategories);
        }
      }
      const row = await repo.updateCategory(tx, companyId, categoryId, values);
      if (!row) throw notFound(CLASSES_MESSAGES.categoryNotFound);
      return row;
    }),
  );
  const listed = (await listCategories(deps, auth)).find((c) => c.category_id === categoryId);
  return listed ?? toDto(updated, 0);
}

/**
 * spec 2 §7 DELETE companies/{companyId}/category/{categoryId}: the category is deactivated
 * (`date_deactivated`), which frees its name. Refused while sub-categories, classes or assets
 * (archived ones too) use it, so nothing is left pointing at a category no list shows.
 */
export async function deactivateCategory(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  categoryId: number,
): Promise<void> {
  assertOwnCompany(auth, companyId);
  requireAdminOrManager(auth);
  await deps.db.transaction(async (tx) => {
    await ownCategory(tx, companyId, categoryId);
    const use = await repo.categoryUse(tx, companyId, categoryId);
    if (use.subcategories + use.classes + use.assets > 0) {
      throw conflict(CLASSES_MESSAGES.categoryInUse(describeCategoryUse(use)));
    }
    await repo.updateCategory(tx, companyId, categoryId, { dateDeactivated: new Date() });
  });
}
