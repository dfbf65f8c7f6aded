import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ArchiveStatus } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assets, equipmentMakes, equipmentModels, trackers, users } from '../../db/schema/index';

/**
 * The asset as archiving sees it, locked until the transaction ends: an on-rent committing
 * meanwhile (its trigger writes assets.live_*) waits for us or we see its rental.
 */
export async function lockAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await db
    .select({
      assetId: assets.assetId,
      customName: assets.customName,
      archivedStatus: assets.archivedStatus,
      liveRentalStatusId: assets.liveRentalStatusId,
      trackerId: assets.trackerId,
    })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)))
    .for('update');
  return row;
}

export interface Archiving {
  status: ArchiveStatus;
  at: Date;
  by: number;
  /** Take the tracker and the camera off (every reason but Stolen). */
  unassign: boolean;
}

/**
 * Writes the archive columns of an asset that is in service (`from: 'in-service'`) or archived
 * (`from: 'archived'`); false when it was not in that state.
 */
async function updateArchiveColumns(
  db: Db,
  where: { companyId: number; assetId: number; from: 'in-service' | 'archived' },
  values: Partial<typeof assets.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(assets)
    .set(values)
    .where(
      and(
        eq(assets.companyId, where.companyId),
        eq(assets.assetId, where.assetId),
        where.from === 'in-service'
          ? isNull(assets.archivedStatus)
          : isNotNull(assets.archivedStatus),
      ),
    )
    .returning({ assetId: assets.assetId });
  return rows.length > 0;
}

/** Archives an asset in service; false when it was archived already. */
export async function archiveAssetRow(
  db: Db,
  companyId: number,
  assetId: number,
  archiving: Archiving,
): Promise<boolean> {
  const unassigned = archiving.unassign
    ? { trackerId: null, cameraId: null, cameraVendorId: null }
    : {};
  return updateArchiveColumns(
    db,
    { companyId, assetId, from: 'in-service' },
    {
      archivedStatus: archiving.status,
      archivedAt: archiving.at,
      archivedBy: archiving.by,
      ...unassigned,
    },
  );
}

/** Back in service; false when it was not archived. */
export async function restoreAssetRow(db: Db, companyId: number, assetId: number) {
  return updateArchiveColumns(
    db,
    { companyId, assetId, from: 'archived' },
    { archivedStatus: null, archivedAt: null, archivedBy: null },
  );
}

/** The company's archived assets, newest archived first (the archive page). */
export async function listArchivedAssets(db: Db, companyId: number) {
  return (
    db
      .select({
        assetId: assets.assetId,
        customName: assets.customName,
        makeName: equipmentMakes.name,
        model: sql<string | null>`coalesce(${equipmentModels.name}, ${assets.model})`,
        serialNumber: assets.serialNumber,
        deviceSerial: trackers.deviceSerial,
        archivedStatus: assets.archivedStatus,
        archivedAt: assets.archivedAt,
        archivedById: users.userId,
        archivedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(assets)
      .leftJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, assets.equipmentMakeId))
      .leftJoin(equipmentModels, eq(equipmentModels.equipmentModelId, assets.equipmentModelId))
      .leftJoin(trackers, eq(trackers.trackerId, assets.trackerId))
      // The user who archived, if they are still the company's.
      .leftJoin(users, and(eq(users.userId, assets.archivedBy), eq(users.companyId, companyId)))
      .where(and(eq(assets.companyId, companyId), isNotNull(assets.archivedStatus)))
      .orderBy(desc(assets.archivedAt), desc(assets.assetId))
  );
}
export type ArchivedAssetRow = Awaited<ReturnType<typeof listArchivedAssets>>[number];
