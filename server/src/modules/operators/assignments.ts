import type { AssignmentSource } from '@fleet/domain';
import type { Db } from '../../db/client';
import { conflict, isUniqueViolation } from '../../platform/errors';
import * as repo from './operators.repo';

export interface AssignmentChange {
  companyId: number;
  assetId: number;
  /** null leaves the asset without a driver. */
  operatorId: number | null;
  source: AssignmentSource;
  /** The user who made the change; null for a keypad or a camera. */
  by: number | null;
  at: Date;
}

/**
 * Makes the operator the asset's driver (docs/OPERATORS.md): the asset's open assignment and
 * the operator's open one elsewhere are closed with this change's source, then one is opened.
 * Already the asset's driver: nothing changes. The assets' driver_name follows (the map and
 * the card show one name). Run inside the caller's transaction.
 */
export async function changeAssignment(db: Db, change: AssignmentChange): Promise<void> {
  const current = await repo.openAssignmentOfAsset(db, change.companyId, change.assetId);
  const isSame = current !== undefined && current.operatorId === change.operatorId;
  const leftAssets = await repo.closeOpenAssignments(
    db,
    change.companyId,
    { assetId: change.assetId, operatorId: change.operatorId },
    { at: change.at, source: change.source, by: change.by },
  );
  if (change.operatorId !== null && !isSame) {
    await repo.insertAssignment(db, {
      companyId: change.companyId,
      operatorId: change.operatorId,
      assetId: change.assetId,
      source: change.source,
      assignedBy: change.by,
      dateAssigned: change.at,
    });
  }
  // The asset's driver name, and that of the asset the driver left, follow the assignment.
  if (leftAssets.length > 0 || !isSame) {
    await repo.syncDriverNames(db, change.companyId, [...new Set([change.assetId, ...leftAssets])]);
  }
}

/**
 * Assignment work in its own transaction; two changes at once on one asset: one wins, the
 * other answers 409 (the partial unique index allows one open assignment per asset).
 */
export async function inAssignmentTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(work).catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw conflict('The asset’s driver was changed by someone else meanwhile. Try again.');
    }
    throw error;
  });
}

/** One change in its own transaction; `before` runs first in it (the asset takes changes). */
export async function changeAssignmentAtomically(
  db: Db,
  change: AssignmentChange,
  before: (tx: Db) => Promise<unknown> = async () => undefined,
): Promise<void> {
  await inAssignmentTransaction(db, async (tx) => {
    await before(tx);
    await changeAssignment(tx, change);
  });
}
