import { and, desc, eq, isNull } from 'drizzle-orm';
import { BRANCH_ASSIGNMENT_TYPE, type BranchAssignmentTypeId } from '@fleet/domain';
import type { Db } from '../../db/client';
import { branchAssignments, branches } from '../../db/schema/index';

export type NewBranchAssignment = typeof branchAssignments.$inferInsert;

/** Rows written as they are (the demo's history); edits go through recordBranchChange. */
export async function insertBranchAssignments(db: Db, rows: NewBranchAssignment[]): Promise<void> {
  if (rows.length > 0) await db.insert(branchAssignments).values(rows);
}

/** An asset's assignments (of one type, or both), newest first, with the branch's name. */
export async function listBranchAssignments(
  db: Db,
  assetId: number,
  typeId: BranchAssignmentTypeId | undefined,
) {
  return db
    .select({
      branchAssignmentId: branchAssignments.branchAssignmentId,
      assignmentTypeId: branchAssignments.assignmentTypeId,
      branchId: branches.branchId,
      branchName: branches.name,
      startDate: branchAssignments.startDate,
      endDate: branchAssignments.endDate,
    })
    .from(branchAssignments)
    .innerJoin(branches, eq(branches.branchId, branchAssignments.branchId))
    .where(
      and(
        eq(branchAssignments.assetId, assetId),
        typeId === undefined ? undefined : eq(branchAssignments.assignmentTypeId, typeId),
      ),
    )
    .orderBy(desc(branchAssignments.startDate), desc(branchAssignments.branchAssignmentId));
}

/**
 * spec 2 §7 branch assignments "create with type 1 or 2, update with end_date": the asset's
 * current assignment of the type ends now and, when it moves to a branch, a new one opens.
 * Call inside the transaction that changes the asset's branch column, so both agree.
 */
export async function recordBranchChange(
  db: Db,
  change: {
    companyId: number;
    assetId: number;
    typeId: BranchAssignmentTypeId;
    branchId: number | null;
    at: Date;
  },
): Promise<void> {
  await db
    .update(branchAssignments)
    .set({ endDate: change.at })
    .where(
      and(
        eq(branchAssignments.assetId, change.assetId),
        eq(branchAssignments.assignmentTypeId, change.typeId),
        isNull(branchAssignments.endDate),
      ),
    );
  if (change.branchId === null) return;
  await db.insert(branchAssignments).values({
    companyId: change.companyId,
    assetId: change.assetId,
    branchId: change.branchId,
    assignmentTypeId: change.typeId,
    startDate: change.at,
  });
}

/**
 * After an edit of the asset's branch columns: one history row per branch that really moved
 * (a field sent with the same branch is no move). Same transaction as the edit.
 */
export async function recordBranchMoves(
  db: Db,
  companyId: number,
  before: { assetId: number; inventoryBranchId: number | null; rentalBranchId: number | null },
  after: { inventoryBranchId?: number | null; rentalBranchId?: number | null },
  at: Date,
): Promise<void> {
  const moves = [
    [BRANCH_ASSIGNMENT_TYPE.inventory, before.inventoryBranchId, after.inventoryBranchId],
    [BRANCH_ASSIGNMENT_TYPE.rental, before.rentalBranchId, after.rentalBranchId],
  ] as const;
  for (const [typeId, was, now] of moves) {
    if (now === undefined || now === was) continue;
    await recordBranchChange(db, { companyId, assetId: before.assetId, typeId, branchId: now, at });
  }
}
