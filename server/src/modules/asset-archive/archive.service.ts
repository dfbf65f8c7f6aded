import {
  ARCHIVE_MESSAGES,
  MESSAGES,
  RENTAL_STATUS,
  canViewArchive,
  isArchiveStatus,
  keepsAssignments,
  type ArchiveStatus,
  type ArchivedAsset,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { myFlags } from '../flags/flags.service';
import { changeAssignment } from '../operators/assignments';
import * as repo from './archive.repo';
import { takeCameraOffAsset } from '../cameras/cameras.repo';

/**
 * Who may use the archive (docs/ARCHIVE.md): admins and managers of a company with the
 * 'asset-archive' flag; writes also need a user who is not read-only. The refusals come in
 * that order, before any asset is looked up, so they say nothing about which ids exist.
 */
async function requireArchiveAccess(deps: AppDeps, auth: AuthContext, isWrite: boolean) {
  if (isWrite && auth.readOnly) throw new AppError('READ_ONLY', 403, MESSAGES.readOnly);
  const flags = await myFlags(deps, auth);
  if (!flags['asset-archive']) throw forbidden(ARCHIVE_MESSAGES.flagOff);
  const user = { ...auth, isArchiveOn: true };
  if (!canViewArchive(user)) throw forbidden(ARCHIVE_MESSAGES.notAllowed);
}

/** Another company's asset is not found, exactly like an id that never existed. */
const assetNotFound = () => notFound(ARCHIVE_MESSAGES.notFound);

/**
 * spec 2 §7 archiveAsset: takes the asset out of service with a reason. In one transaction:
 * the archive columns, and (every reason but Stolen) the tracker, the camera and the driver
 * taken off. An asset with a rental not ended yet is refused. Positions, trips, rentals, work
 * orders and photos stay. Every gateway then forgets its serials, so a tracker taken off is
 * refused from its next report, and live maps forget the asset.
 */
export async function archiveAsset(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  status: ArchiveStatus,
): Promise<true> {
  await requireArchiveAccess(deps, auth, true);
  const at = new Date();
  await deps.db.transaction(async (tx) => {
    const asset = await repo.lockAsset(tx, auth.companyId, assetId);
    if (!asset) throw assetNotFound();
    if (asset.archivedStatus !== null) {
      throw conflict(ARCHIVE_MESSAGES.alreadyArchived(asset.customName));
    }
    if (asset.liveRentalStatusId === RENTAL_STATUS.onRent) {
      throw conflict(ARCHIVE_MESSAGES.onRent(asset.customName));
    }
    if (asset.liveRentalStatusId !== null) {
      throw conflict(ARCHIVE_MESSAGES.rentalAhead(asset.customName));
    }
    const unassign = !keepsAssignments(status);
    await repo.archiveAssetRow(tx, auth.companyId, assetId, {
      status,
      at,
      by: auth.userId,
      unassign,
    });
    if (unassign) {
      // The camera's own record follows the asset's camera_id, cleared above.
      await takeCameraOffAsset(tx, auth.companyId, assetId, at);
      await changeAssignment(tx, {
        companyId: auth.companyId,
        assetId,
        operatorId: null,
        source: 'manual',
        by: auth.userId,
        at,
      });
    }
  });
  // Gateways drop their serial → asset cache; live streams drop their asset facts, and tell
  // the company's open maps to drop the asset.
  deps.bus.publish('trackers.changed', { companyId: auth.companyId });
  deps.bus.publish('assets.archived', { companyId: auth.companyId, assetIds: [assetId] });
  return true;
}

/** spec 2 §7 restoreAsset: back in service, without the tracker it lost when archived. */
export async function restoreAsset(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
): Promise<true> {
  await requireArchiveAccess(deps, auth, true);
  await deps.db.transaction(async (tx) => {
    const asset = await repo.lockAsset(tx, auth.companyId, assetId);
    if (!asset) throw assetNotFound();
    if (!(await repo.restoreAssetRow(tx, auth.companyId, assetId))) {
      throw conflict(ARCHIVE_MESSAGES.notArchived(asset.customName));
    }
  });
  deps.bus.publish('trackers.changed', { companyId: auth.companyId });
  // Open maps get its status, and read their asset list again for an asset they do not know.
  deps.bus.publish('asset-statuses.changed', { companyId: auth.companyId, assetIds: [assetId] });
  return true;
}

function toArchivedDto(row: repo.ArchivedAssetRow): ArchivedAsset | [] {
  // The CHECK constraint allows only these, and null is filtered by the query.
  if (row.archivedStatus === null || !isArchiveStatus(row.archivedStatus) || !row.archivedAt) {
    return [];
  }
  return {
    asset_id: row.assetId,
    custom_name: row.customName,
    make_name: row.makeName,
    model: row.model,
    serial_number: row.serialNumber,
    device_serial: row.deviceSerial,
    archived_status: row.archivedStatus,
    archived_at: row.archivedAt.toISOString(),
    archived_by:
      row.archivedById === null || row.archivedByName === null
        ? null
        : { user_id: row.archivedById, name: row.archivedByName },
  };
}

/** The archive page: the company's archived assets, newest archived first. */
export async function listArchivedAssets(
  deps: AppDeps,
  auth: AuthContext,
): Promise<ArchivedAsset[]> {
  await requireArchiveAccess(deps, auth, false);
  return (await repo.listArchivedAssets(deps.db, auth.companyId)).flatMap(toArchivedDto);
}
