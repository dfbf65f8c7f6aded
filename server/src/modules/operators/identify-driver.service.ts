import type { IdentifyPendingOperatorBody, Operator } from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { requireCameraAccess } from '../camera-access/camera-access';
import { lockAssetsForWrite } from '../assets/assets.repo';
import { changeAssignment, inAssignmentTransaction } from './assignments';
import { getOperator } from './operators.service';
import * as repo from './operators.repo';

const SIGHTING_NOT_FOUND = 'That unidentified driver does not exist.';
const ALREADY_NAMED = 'Someone already identified this driver.';

/** The latest sighting of each asset among those just named, oldest first. */
function latestPerAsset(named: ReadonlyArray<{ assetId: number; eventDate: Date }>) {
  const latest = new Map<number, Date>();
  for (const { assetId, eventDate } of named) {
    const seen = latest.get(assetId);
    if (!seen || eventDate > seen) latest.set(assetId, eventDate);
  }
  return [...latest].sort((a, b) => a[1].getTime() - b[1].getTime());
}

/**
 * After a naming, the camera's face match stands as an assignment (source 'camera', by
 * nobody: the camera saw them) on each asset where nothing newer happened: no assignment of
 * the asset or of the driver began after the sighting, and the asset is not archived. Assets
 * are taken oldest sighting first, so the driver ends on the machine they were seen on last.
 */
export async function assignFromSightings(
  tx: Db,
  companyId: number,
  operatorId: number,
  named: ReadonlyArray<{ assetId: number; eventDate: Date }>,
): Promise<void> {
  const sightings = latestPerAsset(named);
  const writable = new Set(
    (
      await lockAssetsForWrite(
        tx,
        companyId,
        sightings.map(([assetId]) => assetId),
      )
    )
      .filter((row) => row.asset.archivedStatus === null)
      .map((row) => row.asset.assetId),
  );
  for (const [assetId, seenAt] of sightings) {
    if (!writable.has(assetId)) continue;
    const ofAsset = await repo.openAssignmentOfAsset(tx, companyId, assetId);
    const [ofDriver] = await repo.openAssignmentsOf(tx, companyId, [operatorId]);
    const isNewer = (started: Date | undefined) => started !== undefined && started >= seenAt;
    if (isNewer(ofAsset?.dateAssigned) || isNewer(ofDriver?.dateAssigned)) continue;
    await changeAssignment(tx, {
      companyId,
      assetId,
      operatorId,
      source: 'camera',
      by: null,
      at: seenAt,
    });
  }
}

/**
 * POST pending-operators/{id}/identify (docs/OPERATORS.md "Naming a driver"): the camera page
 * names a driver a camera saw. Every unnamed sighting of the same face profile is named with
 * it, and the driver becomes the asset's where the sighting is the latest news. Answers the
 * driver afterwards.
 */
export async function identifyPendingOperator(
  deps: AppDeps,
  auth: AuthContext,
  pendingOperatorId: number,
  body: IdentifyPendingOperatorBody,
): Promise<Operator> {
  await requireCameraAccess(deps.db, auth);
  await inAssignmentTransaction(deps.db, async (tx) => {
    const sighting = await repo.lockPendingOperator(tx, auth.companyId, pendingOperatorId);
    if (!sighting) throw notFound(SIGHTING_NOT_FOUND);
    if (sighting.identifiedOperatorId !== null) throw conflict(ALREADY_NAMED);
    const driver = await repo.findOperator(tx, auth.companyId, body.operator_id);
    if (!driver) throw notFound('That driver does not exist.');
    const named = await repo.identifyProfile(
      tx,
      auth.companyId,
      sighting.ftsAiProfileId,
      driver.operatorId,
    );
    await assignFromSightings(tx, auth.companyId, driver.operatorId, named);
  });
  return getOperator(deps, auth, body.operator_id, false);
}
