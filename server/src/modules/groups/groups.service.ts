import { GROUP_MESSAGES, isAdminOrManager, type Group, type GroupMemberAsset } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../platform/errors';
import { assertMaySeeAlerts } from '../alerts/alert-rules.service';
import { publishConfigurationStepsUpdated } from '../notifications/asset-notifications';
import { onRentRentalIds } from '../rentals/rentals.repo';
import * as repo from './groups.repo';

/**
 * spec 2 §5 Create Group and §7 "Organizations (groups): list for user, add, edit, delete"
 * (docs/GROUPS-BULK-EDIT.md). Everyone of the company reads the groups (the map filters by
 * them); admins and managers add, rename and delete them.
 */
function assertMayManage(auth: AuthContext): void {
  if (auth.readOnly || !isAdminOrManager(auth.securityLevelId)) {
    throw forbidden(GROUP_MESSAGES.notAllowed);
  }
}

const toDto = (row: repo.GroupRow): Group => ({
  organization_id: row.organizationId,
  name: row.name,
  asset_count: row.assetCount,
});

export async function listGroups(deps: AppDeps, auth: AuthContext): Promise<Group[]> {
  return (await repo.listOrganizations(deps.db, auth.companyId)).map(toDto);
}

export async function getGroup(deps: AppDeps, auth: AuthContext, groupId: number): Promise<Group> {
  const row = await repo.findOrganization(deps.db, auth.companyId, groupId);
  if (!row) throw notFound();
  return toDto(row);
}

/** The company's unique index on lower(name) settles two of the same name at once. */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GROUP_MESSAGES.nameTaken(name));
    throw error;
  }
}

/** spec 2 §5 Create Group: a name (trimmed, required); one the company has in any case is refused. */
export async function createGroup(deps: AppDeps, auth: AuthContext, name: string): Promise<Group> {
  assertMayManage(auth);
  const groupId = await refusingTakenName(name, () =>
    repo.insertOrganization(deps.db, auth.companyId, name),
  );
  if (groupId === undefined) throw new Error('The new group has no id');
  // spec 2 §3 configuration step createGroup.
  publishConfigurationStepsUpdated(deps, auth.companyId);
  return getGroup(deps, auth, groupId);
}

export async function renameGroup(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
  name: string,
): Promise<Group> {
  // Another company's group answers like one that does not exist, whoever asks.
  await getGroup(deps, auth, groupId);
  assertMayManage(auth);
  const renamed = await refusingTakenName(name, () =>
    repo.renameOrganization(deps.db, auth.companyId, groupId, name),
  );
  if (!renamed) throw notFound();
  return getGroup(deps, auth, groupId);
}

/** The group goes, with its memberships and its place in saved filters, in one transaction. */
export async function deleteGroup(deps: AppDeps, auth: AuthContext, groupId: number) {
  await getGroup(deps, auth, groupId);
  assertMayManage(auth);
  const deleted = await deps.db.transaction((tx) =>
    repo.deleteOrganization(tx, auth.companyId, groupId),
  );
  if (!deleted) throw notFound();
  publishConfigurationStepsUpdated(deps, auth.companyId);
}

/** Member rows with each asset's on-rent rental (spec 2 §3 "activeRental id"). */
async function toMemberDtos(
  deps: AppDeps,
  auth: AuthContext,
  rows: repo.MemberRow[],
): Promise<GroupMemberAsset[]> {
  const rentals = await onRentRentalIds(
    deps.db,
    auth.companyId,
    rows.map((row) => row.assetId),
  );
  return rows.map((row) => ({
    id: row.assetId,
    custom_name: row.customName,
    company_id: row.companyId,
    equipment_make_name: row.makeName,
    equipment_model_name: row.modelName,
    custom_model: row.customModel,
    active_rental_id: rentals.get(row.assetId) ?? null,
    serial_number: row.serialNumber,
    vin: row.vin,
  }));
}

/** spec 2 §7 allAssetsByGroupId: the group's members in service, by name. */
export async function listGroupMembers(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
): Promise<GroupMemberAsset[]> {
  await getGroup(deps, auth, groupId);
  const rows = await repo.listOrganizationMembers(deps.db, auth.companyId, groupId);
  return toMemberDtos(deps, auth, rows);
}

/**
 * spec 2 §7 assetsForGroups (excluded groups): the company's assets in service outside the
 * given groups, e.g. those a group could still take. Ids the company has no group for exclude
 * nothing.
 */
export async function listAssetsForGroups(
  deps: AppDeps,
  auth: AuthContext,
  excludedGroupIds: readonly number[],
): Promise<GroupMemberAsset[]> {
  const rows = await repo.listAssetsOutsideOrganizations(deps.db, auth.companyId, excludedGroupIds);
  return toMemberDtos(deps, auth, rows);
}

/**
 * spec 2 §7 assetsForAlerts: the assets an alert rule can watch. A rule watches every asset or
 * a group's (docs/ALERTS.md), so these are all the company's assets in service, for those who
 * open Alerts (admins and managers, the Alerts pages' own rule).
 */
export async function listAssetsForAlerts(
  deps: AppDeps,
  auth: AuthContext,
): Promise<GroupMemberAsset[]> {
  assertMaySeeAlerts(auth);
  return listAssetsForGroups(deps, auth, []);
}

/** Saved group filters (user view settings) name groups the company has: 400 otherwise. */
export async function assertOwnGroupIds(
  deps: AppDeps,
  auth: AuthContext,
  groupIds: readonly number[],
): Promise<void> {
  const unknown = await repo.foreignOrganizationIds(deps.db, auth.companyId, groupIds);
  if (unknown.length > 0) throw badRequest(GROUP_MESSAGES.unknownIds(unknown));
}
