import {
  CATALOGUE_MESSAGES,
  LOCATION_MAP_TYPE,
  rootsChosenTwice,
  type PimProduct,
  type Resource,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { findAsset } from '../assets/assets.repo';
import { assertMayEditAssets } from './catalogue-access';
import { lockWritableAsset } from '../assets/writable-asset';
import { updateAssetProduct } from './asset-product.repo';
import { findVisibleProduct } from './pim-search.repo';
import { toPimProduct } from './pim.service';
import {
  findResources,
  listAssetResources,
  listResources,
  replaceAssetResources,
  type ResourceRow,
} from './resources.repo';

/**
 * An asset's product and reporting designations (docs/CATALOGUE.md). `setAssetProduct` and
 * `setAssetResources` take the caller's transaction: the asset form and the bulk import call
 * them for assets they have just written, so they check the rules, not the caller's role.
 */

export const toResource = (row: ResourceRow): Resource => ({
  resource_id: row.resourceId,
  parent_resource_id: row.parentResourceId,
  path: row.path,
  hierarchy_id: row.hierarchyId,
  hierarchy_map_type: row.hierarchyMapType,
  value: row.value,
});

/** Connects the asset to a product the company sees; its make, model and year follow. */
export async function setAssetProduct(
  tx: Db,
  companyId: number,
  assetId: number,
  productId: number,
): Promise<PimProduct> {
  const product = await findVisibleProduct(tx, companyId, productId);
  if (!product || product.is_deleted) throw notFound(CATALOGUE_MESSAGES.productNotFound);
  const updated = await updateAssetProduct(tx, companyId, assetId, {
    productId: Number(product.product_id),
    makeId: Number(product.make_id),
    model: product.model,
    year: product.year === null ? null : Number(product.year),
  });
  if (!updated) throw notFound();
  return toPimProduct(product);
}

const resourceIssue = (message: string) =>
  badRequest(message, { issues: [{ path: ['resource_ids'], message }] });

/**
 * spec 2 §5 "Reporting designation edit": the asset's designations become these: the company's
 * own (another's id answers 404), at least one of type location, at most one per top-level root.
 */
export async function setAssetResources(
  tx: Db,
  companyId: number,
  assetId: number,
  resourceIds: readonly number[],
): Promise<Resource[]> {
  const wanted = [...new Set(resourceIds)];
  const rows = await findResources(tx, companyId, wanted);
  if (rows.length !== wanted.length) throw notFound(CATALOGUE_MESSAGES.resourceNotFound);
  if (!rows.some((row) => row.hierarchyMapType === LOCATION_MAP_TYPE)) {
    throw resourceIssue(CATALOGUE_MESSAGES.locationRequired);
  }
  const [twice] = rootsChosenTwice(rows.map((row) => row.path));
  if (twice !== undefined) throw resourceIssue(CATALOGUE_MESSAGES.onePerRoot(twice));
  await replaceAssetResources(tx, companyId, assetId, wanted);
  return rows.sort((a, b) => a.path.localeCompare(b.path)).map(toResource);
}

/** PUT /api/assets/{id}/product and GraphQL setAssetProduct: the Update Product flyout. */
export async function changeAssetProduct(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  productId: number,
): Promise<PimProduct> {
  await assertMayEditAssets(deps, auth);
  return deps.db.transaction(async (tx) => {
    await lockWritableAsset(tx, auth.companyId, assetId);
    return setAssetProduct(tx, auth.companyId, assetId, productId);
  });
}

/** PUT /api/assets/{id}/resources and GraphQL setAssetResources: the Edit Reporting Designation flyout. */
export async function changeAssetResources(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  resourceIds: readonly number[],
): Promise<Resource[]> {
  await assertMayEditAssets(deps, auth);
  return deps.db.transaction(async (tx) => {
    await lockWritableAsset(tx, auth.companyId, assetId);
    return setAssetResources(tx, auth.companyId, assetId, resourceIds);
  });
}

/** getResourceTree: the company's designations in path order (the client builds the tree). */
export async function getResourceTree(db: Db, auth: AuthContext): Promise<Resource[]> {
  return (await listResources(db, auth.companyId)).map(toResource);
}

/** searchResources: by text, or the designations of one asset (its ASSET_ID facet). */
export async function searchResources(
  db: Db,
  auth: AuthContext,
  options: { assetId?: number | undefined; query?: string | undefined },
): Promise<Resource[]> {
  if (options.assetId === undefined) {
    return (await listResources(db, auth.companyId, options.query)).map(toResource);
  }
  // Another company's asset answers like one that does not exist.
  if (!(await findAsset(db, auth.companyId, options.assetId))) throw notFound();
  const text = options.query?.trim().toLowerCase() ?? '';
  return (await listAssetResources(db, auth.companyId, options.assetId))
    .filter((row) => text === '' || row.value.toLowerCase().includes(text))
    .map(toResource);
}
