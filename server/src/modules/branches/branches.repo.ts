import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches } from '../../db/schema/index';

export type BranchRow = typeof branches.$inferSelect;
export type NewBranchRow = typeof branches.$inferInsert;

export async function listBranches(
  db: Db,
  companyId: number,
  filter: { isThirdPartyMsp?: boolean; isPublic?: boolean },
): Promise<BranchRow[]> {
  const conditions = [eq(branches.companyId, companyId)];
  if (filter.isThirdPartyMsp !== undefined) {
    conditions.push(eq(branches.isThirdPartyMsp, filter.isThirdPartyMsp));
  }
  if (filter.isPublic !== undefined) conditions.push(eq(branches.isPublic, filter.isPublic));
  return db
    .select()
    .from(branches)
    .where(and(...conditions))
    .orderBy(asc(branches.name), asc(branches.branchId));
}

export async function insertBranch(db: Db, values: NewBranchRow): Promise<BranchRow> {
  const [row] = await db.insert(branches).values(values).returning();
  if (!row) throw new Error('insert into branches returned no row');
  return row;
}

export async function updateBranch(
  db: Db,
  companyId: number,
  branchId: number,
  patch: Partial<NewBranchRow>,
): Promise<BranchRow | undefined> {
  const [row] = await db
    .update(branches)
    .set(patch)
    .where(and(eq(branches.branchId, branchId), eq(branches.companyId, companyId)))
    .returning();
  return row;
}

/** The ids among `ids` that are not branches of the company. */
export async function foreignBranchIds(
  db: Db,
  companyId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: branches.branchId })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), inArray(branches.branchId, ids)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((branchId) => !known.has(branchId));
}

export async function findBranch(
  db: Db,
  companyId: number,
  branchId: number,
): Promise<BranchRow | undefined> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.branchId, branchId), eq(branches.companyId, companyId)));
  return row;
}
