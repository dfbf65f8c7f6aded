import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetServiceRecords, assets, categories, users } from '../../db/schema/index';

/** The company's assets with their category's name, in id order. */
export async function listAssetsWithCategory(db: Db, companyId: number) {
  return db
    .select({ assetId: assets.assetId, kind: assets.assetKind, category: categories.name })
    .from(assets)
    .leftJoin(categories, eq(categories.categoryId, assets.categoryId))
    .where(eq(assets.companyId, companyId))
    .orderBy(asc(assets.assetId));
}

/** The company's admins and managers: who work orders are assigned to. */
export async function listServiceUsers(db: Db, companyId: number) {
  return db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.securityLevelId, [1, 2]),
        eq(users.readOnly, false),
      ),
    )
    .orderBy(asc(users.userId));
}

export async function insertServiceRecordRows(
  db: Db,
  rows: (typeof assetServiceRecords.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(assetServiceRecords).values(rows);
}
