import {
  type AssignmentSource,
  type CreateOperatorBody,
  type Operator,
  type OperatorAssignmentBody,
  type PendingOperator,
  type PendingOperatorsQuery,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { lockWritableAsset } from '../assets/writable-asset';
import { requireCameraAccess } from '../camera-access/camera-access';
import { changeAssignmentAtomically } from './assignments';
import { findCompanyAsset } from './keypad-entries.repo';
import * as repo from './operators.repo';

/** A page of pending operators is never longer: a camera names drivers in dozens, not more. */
const PENDING_LIMIT = 1000;

const asSource = (value: string | null): AssignmentSource | null =>
  value === 'keypad' || value === 'manual' || value === 'camera' ? value : null;

function toOperatorDto(row: repo.OperatorRow, open: repo.AssignmentRow | undefined): Operator {
  return {
    operator_id: row.operatorId,
    first_name: row.firstName,
    last_name: row.lastName,
    fts_driver_id: row.ftsDriverId,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    active_operator: open
      ? {
          active_assignment: {
            operator_assignment_id: open.operatorAssignmentId,
            asset_id: open.assetId,
            source: asSource(open.source) ?? 'manual',
            assigned_by: open.assignedBy,
            assigned_by_name: open.assignedByName,
            date_assigned: open.dateAssigned.toISOString(),
            date_unassigned: open.dateUnassigned?.toISOString() ?? null,
            unassigned_source: asSource(open.unassignedSource),
            unassigned_by: open.unassignedBy,
          },
          default_assignment: open.isDefault,
        }
      : null,
  };
}

const ASSET_NOT_FOUND = 'That asset does not exist.';

async function assetOrNotFound(deps: AppDeps, auth: AuthContext, assetId: number) {
  const asset = await findCompanyAsset(deps.db, auth.companyId, assetId);
  if (!asset) throw notFound(ASSET_NOT_FOUND);
  return asset;
}

/** spec 1 §7 GET operators/{id}: the operator and the asset they run now. */
export async function getOperator(
  deps: AppDeps,
  auth: AuthContext,
  operatorId: number,
  includeDeleted: boolean,
): Promise<Operator> {
  const row = await repo.findOperator(deps.db, auth.companyId, operatorId, includeDeleted);
  if (!row) throw notFound('That driver does not exist.');
  const [open] = await repo.openAssignmentsOf(deps.db, auth.companyId, [operatorId]);
  return toOperatorDto(row, open);
}

/** The company's drivers with the asset each runs now: the card's 'Assign driver' picker. */
export async function listCompanyOperators(deps: AppDeps, auth: AuthContext): Promise<Operator[]> {
  const rows = await repo.listOperators(deps.db, auth.companyId);
  const open = await repo.openAssignmentsOf(
    deps.db,
    auth.companyId,
    rows.map((row) => row.operatorId),
  );
  const byOperator = new Map(open.map((a) => [a.operatorId, a]));
  return rows.map((row) => toOperatorDto(row, byOperator.get(row.operatorId)));
}

/**
 * spec 1 §7 GET operators/current-asset/{assetId}: the asset's driver now, or null when nobody
 * is assigned (a 404 means the asset is not one of the company's).
 */
export async function getCurrentAssetOperator(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
): Promise<Operator | null> {
  await assetOrNotFound(deps, auth, assetId);
  const open = await repo.openAssignmentOfAsset(deps.db, auth.companyId, assetId);
  if (!open) return null;
  // A deleted driver still shows while assigned: the assignment is what happened.
  const row = await repo.findOperator(deps.db, auth.companyId, open.operatorId, true);
  return row ? toOperatorDto(row, open) : null;
}

/**
 * PUT assets/{id}/operator: chooses the driver by hand (source 'manual', by the caller), or
 * with operator_id null leaves the asset without one. Answers the asset's driver afterwards.
 * An archived asset takes no driver (409; archiving took its driver off already).
 */
export async function assignAssetOperator(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  body: OperatorAssignmentBody,
): Promise<Operator | null> {
  const writable = (db: Db) => lockWritableAsset(db, auth.companyId, assetId, ASSET_NOT_FOUND);
  await writable(deps.db);
  if (body.operator_id !== null) {
    const chosen = await repo.findOperator(deps.db, auth.companyId, body.operator_id);
    if (!chosen) throw notFound('That driver does not exist.');
  }
  await changeAssignmentAtomically(
    deps.db,
    {
      companyId: auth.companyId,
      assetId,
      operatorId: body.operator_id,
      source: 'manual',
      by: auth.userId,
      at: new Date(deps.now?.() ?? Date.now()),
    },
    writable,
  );
  return getCurrentAssetOperator(deps, auth, assetId);
}

/** spec 1 §7 GET pending-operators: drivers cameras saw and nobody named yet, newest first. */
export async function listCompanyPendingOperators(
  deps: AppDeps,
  auth: AuthContext,
  query: PendingOperatorsQuery,
): Promise<PendingOperator[]> {
  const rows = await repo.listPendingOperators(
    deps.db,
    auth.companyId,
    {
      pendingOperatorId: query.pending_operator_id,
      ftsAiProfileId: query.fts_ai_profile_id,
      identifiedOperatorId: query.identified_operator_id,
      assetId: query.t3_asset_id,
      includeIdentified: query.include_identified ?? false,
      eventStart: query.event_start_date ? new Date(query.event_start_date) : undefined,
      eventEnd: query.event_end_date ? new Date(query.event_end_date) : undefined,
      vendorCameraId: query.vendor_camera_id,
    },
    PENDING_LIMIT,
  );
  return rows.map((row) => ({
    pending_operator_id: row.pendingOperatorId,
    fts_ai_profile_id: row.ftsAiProfileId,
    identified_operator_id: row.identifiedOperatorId,
    t3_asset_id: row.assetId,
    event_date: row.eventDate.toISOString(),
    vendor_camera_id: row.vendorCameraId,
  }));
}

/**
 * POST operators: a new driver, from the camera page's create-operator flyout (spec 1 §2), so
 * it needs camera access like the page. Names need not be unique: two Jo Smiths are two people.
 */
export async function createOperator(
  deps: AppDeps,
  auth: AuthContext,
  body: CreateOperatorBody,
): Promise<Operator> {
  await requireCameraAccess(deps.db, auth);
  const row = await repo.insertOperator(deps.db, {
    companyId: auth.companyId,
    firstName: body.first_name,
    lastName: body.last_name,
    ftsDriverId: body.fts_driver_id ?? null,
  });
  return toOperatorDto(row, undefined);
}
