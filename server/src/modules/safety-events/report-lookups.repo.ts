import { and, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cameras, operatorAssignments } from '../../db/schema/index';

/** Of these cameras, those installed on an asset, with their company and asset. */
export async function findInstalledCameras(db: Db, cameraIds: number[]) {
  if (cameraIds.length === 0) return [];
  return db
    .select({ cameraId: cameras.cameraId, companyId: cameras.companyId, assetId: cameras.assetId })
    .from(cameras)
    .where(and(inArray(cameras.cameraId, cameraIds), isNotNull(cameras.assetId)));
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
        lte(operatorAssignments.dateAssigned, to),
        or(
          isNull(operatorAssignments.dateUnassigned),
          gt(operatorAssignments.dateUnassigned, from),
        ),
      ),
    );
}
