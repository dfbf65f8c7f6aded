import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetInService } from '../../db/asset-in-service';
import {
  assetServiceRecords,
  assetStatuses,
  assets,
  companies,
  maintenanceGroupIntervals,
  maintenanceGroups,
} from '../../db/schema/index';

export type GroupRow = typeof maintenanceGroups.$inferSelect;
export type IntervalRow = typeof maintenanceGroupIntervals.$inferSelect;
export type NewIntervalRow = typeof maintenanceGroupIntervals.$inferInsert;

/** companies.owner_user_id of the company (spec 1 §6 "company owner"). */
export async function findCompanyOwner(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return row?.ownerUserId ?? null;
}

export async function listGroups(db: Db, companyId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(maintenanceGroups)
    .where(eq(maintenanceGroups.companyId, companyId))
    .orderBy(asc(maintenanceGroups.name), asc(maintenanceGroups.maintenanceGroupId));
}

export async function findGroup(
  db: Db,
  companyId: number,
  groupId: number,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceGroups)
    .where(
      and(
        eq(maintenanceGroups.companyId, companyId),
        eq(maintenanceGroups.maintenanceGroupId, groupId),
      ),
    );
  return row;
}

export async function listIntervals(
  db: Db,
  companyId: number,
  groupIds: number[],
): Promise<IntervalRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(maintenanceGroupIntervals)
    .where(
      and(
        eq(maintenanceGroupIntervals.companyId, companyId),
        inArray(maintenanceGroupIntervals.maintenanceGroupId, groupIds),
      ),
    )
    .orderBy(asc(maintenanceGroupIntervals.maintenanceGroupIntervalId));
}

export async function findInterval(
  db: Db,
  companyId: number,
  groupId: number,
  intervalId: number,
): Promise<IntervalRow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceGroupIntervals)
    .where(
      and(
        eq(maintenanceGroupIntervals.companyId, companyId),
        eq(maintenanceGroupIntervals.maintenanceGroupId, groupId),
        eq(maintenanceGroupIntervals.maintenanceGroupIntervalId, intervalId),
      ),
    );
  return row;
}

/** The asset ids of some groups, by group (assets in service: archived ones leave the list). */
export async function listGroupAssetIds(db: Db, companyId: number, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: assets.maintenanceGroupId, assetId: assets.assetId })
    .from(assets)
    .where(
      and(
        eq(assets.companyId, companyId),
        inArray(assets.maintenanceGroupId, groupIds),
        assetInService,
      ),
    )
    .orderBy(asc(assets.assetId));
}

export async function insertGroup(
  db: Db,
  values: typeof maintenanceGroups.$inferInsert,
): Promise<GroupRow> {
  const [row] = await db.insert(maintenanceGroups).values(values).returning();
  if (!row) throw new Error('insert into maintenance_groups returned no row');
  return row;
}

export async function updateGroup(
  db: Db,
  companyId: number,
  groupId: number,
  values: Partial<Pick<GroupRow, 'name' | 'description'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(maintenanceGroups)
    .set(values)
    .where(
      and(
        eq(maintenanceGroups.companyId, companyId),
        eq(maintenanceGroups.maintenanceGroupId, groupId),
      ),
    );
}

/** Deletes the group; its intervals and their records go with it, its assets leave it. */
export async function deleteGroup(db: Db, companyId: number, groupId: number): Promise<void> {
  await db
    .delete(maintenanceGroups)
    .where(
      and(
        eq(maintenanceGroups.companyId, companyId),
        eq(maintenanceGroups.maintenanceGroupId, groupId),
      ),
    );
}

export async function insertIntervals(db: Db, values: NewIntervalRow[]): Promise<IntervalRow[]> {
  if (values.length === 0) return [];
  return db.insert(maintenanceGroupIntervals).values(values).returning();
}

export async function updateInterval(
  db: Db,
  companyId: number,
  intervalId: number,
  values: Partial<Pick<IntervalRow, 'name' | 'timeDays' | 'miles' | 'engineHours'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(maintenanceGroupIntervals)
    .set(values)
    .where(
      and(
        eq(maintenanceGroupIntervals.companyId, companyId),
        eq(maintenanceGroupIntervals.maintenanceGroupIntervalId, intervalId),
      ),
    );
}

export async function deleteInterval(db: Db, companyId: number, intervalId: number) {
  await db
    .delete(maintenanceGroupIntervals)
    .where(
      and(
        eq(maintenanceGroupIntervals.companyId, companyId),
        eq(maintenanceGroupIntervals.maintenanceGroupIntervalId, intervalId),
      ),
    );
}

/**
 * The group's assets in service become exactly these (moved from any other group). Archived
 * members are not listed, so they are not taken out either: restored, they are in it still.
 */
export async function setGroupAssets(
  db: Db,
  companyId: number,
  groupId: number,
  assetIds: number[],
): Promise<void> {
  await db
    .update(assets)
    .set({ maintenanceGroupId: null })
    .where(
      and(
        eq(assets.companyId, companyId),
        eq(assets.maintenanceGroupId, groupId),
        assetInService,
        assetIds.length > 0 ? notInArray(assets.assetId, assetIds) : undefined,
      ),
    );
  if (assetIds.length === 0) return;
  await db
    .update(assets)
    .set({ maintenanceGroupId: groupId })
    .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, assetIds)));
}

/** What upcoming service needs of an asset: its group, when it was added, its stored status. */
export async function findServiceAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await db
    .select({
      assetId: assets.assetId,
      customName: assets.customName,
      maintenanceGroupId: assets.maintenanceGroupId,
      createdAt: assets.createdAt,
      status: assetStatuses.status,
    })
    .from(assets)
    .leftJoin(assetStatuses, eq(assetStatuses.assetId, assets.assetId))
    .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)));
  return row;
}

/** The newest service record of each interval of the asset. */
export async function latestServiceRecords(db: Db, companyId: number, assetId: number) {
  return db
    .selectDistinctOn([assetServiceRecords.maintenanceGroupIntervalId])
    .from(assetServiceRecords)
    .where(
      and(eq(assetServiceRecords.companyId, companyId), eq(assetServiceRecords.assetId, assetId)),
    )
    .orderBy(
      assetServiceRecords.maintenanceGroupIntervalId,
      desc(assetServiceRecords.performedAt),
      desc(assetServiceRecords.assetServiceRecordId),
    );
}

/** The asset's service records, newest first, with their interval's name. */
export async function listServiceRecords(db: Db, companyId: number, assetId: number) {
  return db
    .select({ record: assetServiceRecords, intervalName: maintenanceGroupIntervals.name })
    .from(assetServiceRecords)
    .innerJoin(
      maintenanceGroupIntervals,
      eq(
        maintenanceGroupIntervals.maintenanceGroupIntervalId,
        assetServiceRecords.maintenanceGroupIntervalId,
      ),
    )
    .where(
      and(eq(assetServiceRecords.companyId, companyId), eq(assetServiceRecords.assetId, assetId)),
    )
    .orderBy(desc(assetServiceRecords.performedAt), desc(assetServiceRecords.assetServiceRecordId));
}

export async function insertServiceRecords(
  db: Db,
  values: (typeof assetServiceRecords.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(assetServiceRecords).values(values);
}
