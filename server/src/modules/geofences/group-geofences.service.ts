import { GEOFENCE_MESSAGES, type GeofenceDto } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findOrganization, lockOrganization } from '../groups/groups.repo';
import * as repo from './geofences.repo';
import { assertMayManageGeofences, describeGeofences } from './geofences.service';

/**
 * A group's geofences (spec 2 §3 group `geofences`; §7 "Deleting a group's geofences, fetching
 * them, and replacing them (body geofences)"): a set, read, replaced whole or emptied.
 */
async function assertOwnGroup(deps: AppDeps, auth: AuthContext, organizationId: number) {
  if (!(await findOrganization(deps.db, auth.companyId, organizationId))) throw notFound();
}

export async function listGroupGeofences(
  deps: AppDeps,
  auth: AuthContext,
  organizationId: number,
): Promise<GeofenceDto[]> {
  await assertOwnGroup(deps, auth, organizationId);
  const ids = new Set(await repo.listGroupGeofenceIds(deps.db, auth.companyId, organizationId));
  const rows = (
    await repo.listCompanyGeofences(deps.db, auth.companyId, { active: undefined })
  ).filter((row) => ids.has(row.geofenceId));
  return describeGeofences(deps, auth.companyId, rows, 'ids');
}

/** The group's geofences become exactly `geofenceIds`; one that is not the company's: 404. */
export async function replaceGroupGeofences(
  deps: AppDeps,
  auth: AuthContext,
  organizationId: number,
  geofenceIds: readonly number[],
): Promise<GeofenceDto[]> {
  await assertOwnGroup(deps, auth, organizationId);
  assertMayManageGeofences(auth);
  const { companyId } = auth;
  await deps.db.transaction(async (tx) => {
    // A group deleted meanwhile takes its links with it: hold it until this commits.
    if (!(await lockOrganization(tx, companyId, organizationId, 'key share'))) throw notFound();
    const unknown = await repo.foreignGeofenceIds(tx, companyId, geofenceIds);
    if (unknown.length > 0) throw notFound(GEOFENCE_MESSAGES.geofenceUnknown(unknown));
    await repo.replaceLinks(tx, companyId, { organizationId }, geofenceIds);
  });
  deps.bus.publish('geofences.changed', { companyId });
  return listGroupGeofences(deps, auth, organizationId);
}

export async function deleteGroupGeofences(
  deps: AppDeps,
  auth: AuthContext,
  organizationId: number,
): Promise<void> {
  await replaceGroupGeofences(deps, auth, organizationId, []);
}
