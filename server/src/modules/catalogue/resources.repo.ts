import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetResources, resources } from '../../db/schema/index';

/** Reporting designations (spec 2 §3 "Resource"): always the company's own. */
export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = typeof resources.$inferInsert;

export async function listResources(
  db: Db,
  companyId: number,
  query?: string,
): Promise<ResourceRow[]> {
  const text = query?.trim() ?? '';
  return db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.companyId, companyId),
        text === ''
          ? undefined
          : sql`${resources.value} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      ),
    )
    .orderBy(asc(resources.path), asc(resources.resourceId));
}

export async function findResources(
  db: Db,
  companyId: number,
  resourceIds: number[],
): Promise<ResourceRow[]> {
  if (resourceIds.length === 0) return [];
  return db
    .select()
    .from(resources)
    .where(and(eq(resources.companyId, companyId), inArray(resources.resourceId, resourceIds)));
}

/** An asset's designations (the ASSET_ID facet of searchResources). */
export async function listAssetResources(
  db: Db,
  companyId: number,
  assetId: number,
): Promise<ResourceRow[]> {
  const rows = await db
    .select({ resource: resources })
    .from(assetResources)
    .innerJoin(resources, eq(resources.resourceId, assetResources.resourceId))
    .where(and(eq(assetResources.companyId, companyId), eq(assetResources.assetId, assetId)))
    .orderBy(asc(resources.path));
  return rows.map((row) => row.resource);
}

/** Replaces an asset's designations with these. */
export async function replaceAssetResources(
  db: Db,
  companyId: number,
  assetId: number,
  resourceIds: number[],
): Promise<void> {
  await db
    .delete(assetResources)
    .where(and(eq(assetResources.companyId, companyId), eq(assetResources.assetId, assetId)));
  if (resourceIds.length === 0) return;
  await db
    .insert(assetResources)
    .values(resourceIds.map((resourceId) => ({ assetId, resourceId, companyId })));
}

/** Inserts a level of a designation tree; answers the new ids in order. */
export async function insertResources(db: Db, values: NewResource[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(resources).values(values).returning({ id: resources.resourceId });
  return rows.map((row) => row.id);
}
