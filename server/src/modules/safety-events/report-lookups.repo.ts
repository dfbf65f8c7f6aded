import { and, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cameraInstalls, operatorAssignments } from '../../db/schema/index';

/** Rows whose span from `start` until `end` (null: still open) reaches into [from, to]. */
const spanOverlaps = (start: PgColumn, end: PgColumn, from: Date, to: Date) =>
  and(lte(start, to), or(isNull(end), gt(end, from)));

/** Whether a span from `start` until `end` (null: still open) holds the moment. */
export const spanHolds = (start: Date, end: Date | null, at: Date): boolean =>
  start <= at && (end === null || end > at);

/**
 * The stays of these cameras on assets (docs/CAMERAS.md "Install history") that overlapped
 * [from, to], each with its company and asset. An unknown camera has none.
 */
export async function findInstallsDuring(db: Db, cameraIds: number[], from: Date, to: Date) {
  if (cameraIds.length === 0) return [];
  return db
    .select({
      companyId: cameraInstalls.companyId,
      cameraId: cameraInstalls.cameraId,
      assetId: cameraInstalls.assetId,
      installedAt: cameraInstalls.installedAt,
      removedAt: cameraInstalls.removedAt,
    })
    .from(cameraInstalls)
    .where(
      and(
        inArray(cameraInstalls.cameraId, cameraIds),
        spanOverlaps(cameraInstalls.installedAt, cameraInstalls.removedAt, from, to),
      ),
    );
}

/** The assignments of these assets that were open at some moment of [from, to]. */
export async function findAssignmentsDuring(db: Db, assetIds: number[], from: Date, to: Date) {
  if (assetIds.length === 0) return [];
  return db
    .select({
      companyId: operatorAssignments.companyId,
      assetId: operatorAssignments.assetId,
      operatorId: operatorAssignments.operatorId,
      dateAssigned: operatorAssignments.dateAssigned,
      dateUnassigned: operatorAssignments.dateUnassigned,
    })
    .from(operatorAssignments)
    .where(
      and(
        inArray(operatorAssignments.assetId, assetIds),
        spanOverlaps(
          operatorAssignments.dateAssigned,
          operatorAssignments.dateUnassigned,
          from,
          to,
        ),
      ),
    );
}
