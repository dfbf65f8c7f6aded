import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  equipmentMakes,
  equipmentModels,
  organizationAssets,
  organizationGeofences,
  organizations,
  userViewSettings,
} from '../../db/schema/index';
import { assetInService } from '../../db/asset-in-service';

export type GroupRow = { organizationId: number; name: string; assetCount: number };

/** Members in service per group: archived assets keep their membership but are not counted. */
function memberCounts(db: Db, companyId: number) {
  return db
    .select({ organizationId: organizationAssets.organizationId, assetCount: count().as('n') })
    .from(organizationAssets)
    .innerJoin(assets, eq(assets.assetId, organizationAssets.assetId))
    .where(and(eq(organizationAssets.companyId, companyId), assetInService))
    .groupBy(organizationAssets.organizationId)
    .as('member_counts');
}

/** The company's groups by name, each with its members' count. */
export async function listOrganizations(db: Db, companyId: number): Promise<GroupRow[]> {
  const counts = memberCounts(db, companyId);
  return db
    .select({
      organizationId: organizations.organizationId,
      name: organizations.name,
      assetCount: sql<number>`coalesce(${counts.assetCount}, 0)::int`,
    })
    .from(organizations)
    .leftJoin(counts, eq(counts.organizationId, organizations.organizationId))
    .where(eq(organizations.companyId, companyId))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.organizationId));
}

export async function findOrganization(
  db: Db,
  companyId: number,
  organizationId: number,
): Promise<GroupRow | undefined> {
  const counts = memberCounts(db, companyId);
  const [row] = await db
    .select({
      organizationId: organizations.organizationId,
      name: organizations.name,
      assetCount: sql<number>`coalesce(${counts.assetCount}, 0)::int`,
    })
    .from(organizations)
    .leftJoin(counts, eq(counts.organizationId, organizations.organizationId))
    .where(
      and(eq(organizations.companyId, companyId), eq(organizations.organizationId, organizationId)),
    );
  return row;
}

/**
 * The group, locked until the caller's transaction ends; undefined when the company has none.
 * 'key share' (adding members) keeps a delete out but lets a rename through; 'update' (the
 * delete) waits for those adding members, so none points at a group that is going away.
 */
export async function lockOrganization(
  db: Db,
  companyId: number,
  organizationId: number,
  strength: 'key share' | 'update',
) {
  const [row] = await db
    .select({ organizationId: organizations.organizationId, name: organizations.name })
    .from(organizations)
    .where(
      and(eq(organizations.companyId, companyId), eq(organizations.organizationId, organizationId)),
    )
    .for(strength);
  return row;
}

/** A new group; a name the company already has (any case) fails on the unique index. */
export async function insertOrganization(db: Db, companyId: number, name: string) {
  const [row] = await db
    .insert(organizations)
    .values({ companyId, name })
    .returning({ organizationId: organizations.organizationId });
  return row?.organizationId;
}

export async function renameOrganization(
  db: Db,
  companyId: number,
  organizationId: number,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set({ name })
    .where(
      and(eq(organizations.companyId, companyId), eq(organizations.organizationId, organizationId)),
    )
    .returning({ organizationId: organizations.organizationId });
  return rows.length > 0;
}

/**
 * Deletes a group with its memberships, and takes it out of every user's saved group filters
 * (a saved filter naming it would otherwise be refused the next time it is saved). Call in a
 * transaction; false when the company has no such group.
 */
export async function deleteOrganization(
  db: Db,
  companyId: number,
  organizationId: number,
): Promise<boolean> {
  if (!(await lockOrganization(db, companyId, organizationId, 'update'))) return false;
  // Its geofences stay; only their place in this group goes (docs/GEOFENCES.md).
  await db
    .delete(organizationGeofences)
    .where(
      and(
        eq(organizationGeofences.companyId, companyId),
        eq(organizationGeofences.organizationId, organizationId),
      ),
    );
  await db
    .delete(organizationAssets)
    .where(
      and(
        eq(organizationAssets.companyId, companyId),
        eq(organizationAssets.organizationId, organizationId),
      ),
    );
  await db
    .update(userViewSettings)
    .set({
      defaultOrganizationIds: sql`array_remove(${userViewSettings.defaultOrganizationIds}, ${organizationId}::int)`,
    })
    .where(
      and(
        eq(userViewSettings.companyId, companyId),
        sql`${organizationId}::int = any(${userViewSettings.defaultOrganizationIds})`,
      ),
    );
  const rows = await db
    .delete(organizations)
    .where(
      and(eq(organizations.companyId, companyId), eq(organizations.organizationId, organizationId)),
    )
    .returning({ organizationId: organizations.organizationId });
  return rows.length > 0;
}

/** Of these ids, those that are not groups of the company (unknown, or another company's). */
export async function foreignOrganizationIds(
  db: Db,
  companyId: number,
  organizationIds: readonly number[],
): Promise<number[]> {
  if (organizationIds.length === 0) return [];
  const own = await db
    .select({ organizationId: organizations.organizationId })
    .from(organizations)
    .where(
      and(
        eq(organizations.companyId, companyId),
        inArray(organizations.organizationId, [...organizationIds]),
      ),
    );
  const known = new Set(own.map((row) => row.organizationId));
  return organizationIds.filter((id) => !known.has(id));
}

/** spec 2 §3 "group member asset", before the on-rent rental is added. */
const memberColumns = {
  assetId: assets.assetId,
  customName: assets.customName,
  companyId: assets.companyId,
  makeName: equipmentMakes.name,
  modelName: equipmentModels.name,
  customModel: assets.model,
  serialNumber: assets.serialNumber,
  vin: assets.vin,
};

function selectMembers(db: Db) {
  return db
    .select(memberColumns)
    .from(assets)
    .leftJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, assets.equipmentMakeId))
    .leftJoin(equipmentModels, eq(equipmentModels.equipmentModelId, assets.equipmentModelId));
}

/** The group's members in service, by name. */
export async function listOrganizationMembers(db: Db, companyId: number, organizationId: number) {
  return selectMembers(db)
    .innerJoin(
      organizationAssets,
      and(
        eq(organizationAssets.assetId, assets.assetId),
        eq(organizationAssets.organizationId, organizationId),
      ),
    )
    .where(and(eq(assets.companyId, companyId), assetInService))
    .orderBy(asc(assets.customName), asc(assets.assetId));
}

/** The company's assets in service that belong to none of these groups, by name. */
export async function listAssetsOutsideOrganizations(
  db: Db,
  companyId: number,
  excludedIds: readonly number[],
) {
  const inExcluded = db
    .select({ assetId: organizationAssets.assetId })
    .from(organizationAssets)
    .where(
      and(
        eq(organizationAssets.companyId, companyId),
        inArray(organizationAssets.organizationId, [...excludedIds]),
      ),
    );
  return selectMembers(db)
    .where(
      and(
        eq(assets.companyId, companyId),
        assetInService,
        excludedIds.length > 0 ? notInArray(assets.assetId, inExcluded) : undefined,
      ),
    )
    .orderBy(asc(assets.customName), asc(assets.assetId));
}

export type MemberRow = Awaited<ReturnType<typeof listOrganizationMembers>>[number];

/** Every group membership of these assets ends (bulk assignment with override). */
export async function removeMemberships(db: Db, companyId: number, assetIds: readonly number[]) {
  if (assetIds.length === 0) return;
  await db
    .delete(organizationAssets)
    .where(
      and(
        eq(organizationAssets.companyId, companyId),
        inArray(organizationAssets.assetId, [...assetIds]),
      ),
    );
}

/** These assets join the group; those already in it stay as they are. */
export async function addMemberships(
  db: Db,
  companyId: number,
  organizationId: number,
  assetIds: readonly number[],
) {
  if (assetIds.length === 0) return;
  await db
    .insert(organizationAssets)
    .values(assetIds.map((assetId) => ({ organizationId, assetId, companyId })))
    .onConflictDoNothing();
}
