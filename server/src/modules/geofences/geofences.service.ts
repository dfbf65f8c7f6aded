import type { z } from 'zod';
import {
  GEOFENCE_MESSAGES,
  mayManageGeofences,
  type GeofenceDto,
  type geofenceCreateBody,
  type geofencePatchBody,
  type geofencesQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { publishConfigurationStepsUpdated } from '../notifications/asset-notifications';
import { foreignOrganizationIds } from '../groups/groups.repo';
import { findUser } from '../users/users.repo';
import * as repo from './geofences.repo';
import {
  assetsInside,
  storedShapeFromInput,
  toGeofenceDto,
  type GeofenceDtoExtras,
} from './geofence-dto';

type CreateBody = z.infer<typeof geofenceCreateBody>;
type PatchBody = z.infer<typeof geofencePatchBody>;
type ListQuery = z.infer<typeof geofencesQuery>;

/**
 * Geofences (docs/GEOFENCES.md; spec 2 §3, §7): everyone of the company reads them; admins,
 * managers and operations users draw, change and delete them. Every write tells the gateway
 * (`geofences.changed`, which crosses instances on PostgreSQL), so the next fix on any instance
 * is measured against the new shapes.
 */
export function assertMayManageGeofences(auth: AuthContext): void {
  if (!mayManageGeofences(auth.securityLevelId, auth.readOnly)) {
    throw forbidden(GEOFENCE_MESSAGES.notAllowed);
  }
}

function announceChange(deps: AppDeps, companyId: number): void {
  deps.bus.publish('geofences.changed', { companyId });
  // spec 2 §3 configuration step createGeofence turns complete with the first one.
  publishConfigurationStepsUpdated(deps, companyId);
}

/** Rows as the API answers them, with their groups and, as asked, the assets inside them now. */
export async function describeGeofences(
  deps: AppDeps,
  companyId: number,
  rows: readonly repo.GeofenceRow[],
  detail: GeofenceDtoExtras['detail'],
): Promise<GeofenceDto[]> {
  const groups = await repo.listGeofenceGroupIds(deps.db, companyId);
  const inside = detail === 'none' ? undefined : await assetsInside(deps, companyId, rows);
  return rows.flatMap((row) => {
    const dto = toGeofenceDto(row, {
      organizationIds: groups.get(row.geofenceId) ?? [],
      inside: inside?.get(row.geofenceId),
      detail,
    });
    return dto ? [dto] : [];
  });
}

/** Which activity the list asks for: active only unless `exclude_inactive_geofences=false`. */
function activeFilter(query: ListQuery): boolean | undefined | 'none' {
  const withActive = query.exclude_active_geofences !== true;
  const withInactive = query.exclude_inactive_geofences === false;
  if (withActive && withInactive) return undefined;
  if (withActive) return true;
  return withInactive ? false : 'none';
}

/** spec 1 §7 / spec 2 §7 "GET users/{id}/geofences": the company's geofences, a page at a time. */
export async function listGeofences(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  query: ListQuery,
): Promise<GeofenceDto[]> {
  if (userId !== auth.userId && !(await findUser(deps.db, auth.companyId, userId))) {
    throw notFound();
  }
  const active = activeFilter(query);
  if (active === 'none') return [];
  const needle = query.name?.toLowerCase();
  const rows = (await repo.listCompanyGeofences(deps.db, auth.companyId, { active })).filter(
    (row) =>
      (!needle || row.name.toLowerCase().includes(needle)) &&
      (query.geofence_type === undefined || row.geofenceTypeId === query.geofence_type) &&
      (query.geofence_id === undefined || row.geofenceId === query.geofence_id),
  );
  if (query.order_direction?.toLowerCase() === 'desc') rows.reverse();
  const page = rows.slice(query.page * query.size, (query.page + 1) * query.size);
  const detail = query.include_asset_ids ? 'ids' : query.include_geofence_count ? 'count' : 'none';
  return describeGeofences(deps, auth.companyId, page, detail);
}

async function findOwnGeofence(deps: AppDeps, auth: AuthContext, geofenceId: number) {
  const row = await repo.findGeofence(deps.db, auth.companyId, geofenceId);
  if (!row) throw notFound();
  return row;
}

export async function getGeofence(
  deps: AppDeps,
  auth: AuthContext,
  geofenceId: number,
): Promise<GeofenceDto> {
  const row = await findOwnGeofence(deps, auth, geofenceId);
  const [dto] = await describeGeofences(deps, auth.companyId, [row], 'assets');
  if (!dto) throw notFound();
  return dto;
}

/** A body's groups must all be the company's; naming any other answers like a missing one. */
async function assertOwnGroups(db: Db, companyId: number, ids: readonly number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unknown = await foreignOrganizationIds(db, companyId, ids);
  if (unknown.length > 0) throw notFound(GEOFENCE_MESSAGES.groupUnknown(unknown));
}

/** Names are unique among the company's active geofences (any case, spaces around ignored). */
async function assertNameFree(db: Db, companyId: number, name: string, exceptId?: number) {
  if (await repo.activeNameTaken(db, companyId, name, exceptId)) {
    throw conflict(GEOFENCE_MESSAGES.nameTaken(name.trim()));
  }
}

export async function createGeofence(
  deps: AppDeps,
  auth: AuthContext,
  body: CreateBody,
): Promise<GeofenceDto> {
  assertMayManageGeofences(auth);
  const { companyId } = auth;
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockCompanyGeofences(tx, companyId);
    if (body.active) await assertNameFree(tx, companyId, body.name);
    await assertOwnGroups(tx, companyId, body.organization_ids);
    const inserted = await repo.insertGeofence(tx, {
      companyId,
      name: body.name,
      geofenceTypeId: body.geofence_type_id,
      alertEnter: body.alert_enter,
      alertExit: body.alert_exit,
      active: body.active,
      shape: storedShapeFromInput(body.shape),
    });
    await repo.replaceLinks(
      tx,
      companyId,
      { geofenceId: inserted.geofenceId },
      body.organization_ids,
    );
    return inserted;
  });
  announceChange(deps, companyId);
  return getGeofence(deps, auth, row.geofenceId);
}

/** spec 2 §7 "PATCH geofences/{id} with only changed fields": what is not sent stays. */
export async function updateGeofence(
  deps: AppDeps,
  auth: AuthContext,
  geofenceId: number,
  body: PatchBody,
): Promise<GeofenceDto> {
  // Another company's geofence answers like one that does not exist, whoever asks.
  await findOwnGeofence(deps, auth, geofenceId);
  assertMayManageGeofences(auth);
  const { companyId } = auth;
  await deps.db.transaction(async (tx) => {
    await repo.lockCompanyGeofences(tx, companyId);
    const current = await repo.findGeofence(tx, companyId, geofenceId);
    if (!current) throw notFound();
    const name = body.name ?? current.name;
    const isActive = body.active ?? current.active;
    const renamedOrRevived = body.name !== undefined || (body.active === true && !current.active);
    if (isActive && renamedOrRevived) await assertNameFree(tx, companyId, name, geofenceId);
    await assertOwnGroups(tx, companyId, body.organization_ids);
    await repo.updateGeofence(tx, companyId, geofenceId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.geofence_type_id !== undefined ? { geofenceTypeId: body.geofence_type_id } : {}),
      ...(body.alert_enter !== undefined ? { alertEnter: body.alert_enter } : {}),
      ...(body.alert_exit !== undefined ? { alertExit: body.alert_exit } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(body.shape !== undefined ? { shape: storedShapeFromInput(body.shape) } : {}),
    });
    if (body.organization_ids !== undefined) {
      await repo.replaceLinks(tx, companyId, { geofenceId }, body.organization_ids);
    }
  });
  announceChange(deps, companyId);
  return getGeofence(deps, auth, geofenceId);
}

/** Deleted for good as far as people see: off the map, the list, its groups and the gateway. */
export async function deleteGeofence(
  deps: AppDeps,
  auth: AuthContext,
  geofenceId: number,
): Promise<void> {
  await findOwnGeofence(deps, auth, geofenceId);
  assertMayManageGeofences(auth);
  const deleted = await deps.db.transaction((tx) =>
    repo.markGeofenceDeleted(tx, auth.companyId, geofenceId),
  );
  if (!deleted) throw notFound();
  announceChange(deps, auth.companyId);
}
