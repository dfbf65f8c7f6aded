import type { z } from 'zod';
import {
  hasIntervalLimit,
  SERVICE_GROUP_MESSAGES,
  type MaintenanceGroup,
  type MaintenanceInterval,
  type maintenanceGroupAssets,
  type maintenanceGroupCreate,
  type maintenanceGroupUpdate,
  type maintenanceIntervalCreate,
  type maintenanceIntervalUpdate,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors';
import { lockWritableAssets } from '../assets/writable-asset';
import * as repo from './maintenance-groups.repo';
import { assertCanViewService } from './service-access';

/** spec 2 §8's sentence for a taken group or interval name (the unique indexes decide). */
const namesTaken = () => new AppError('CONFLICT', 409, SERVICE_GROUP_MESSAGES.namesUnique);
const rethrowTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw namesTaken();
  throw error;
};

const toIntervalDto = (row: repo.IntervalRow): MaintenanceInterval => ({
  maintenance_group_interval_id: row.maintenanceGroupIntervalId,
  maintenance_group_id: row.maintenanceGroupId,
  name: row.name,
  time_days: row.timeDays,
  miles: row.miles,
  engine_hours: row.engineHours,
});

async function toDtos(db: Db, companyId: number, groups: repo.GroupRow[]) {
  const ids = groups.map((g) => g.maintenanceGroupId);
  const intervals = await repo.listIntervals(db, companyId, ids);
  const members = await repo.listGroupAssetIds(db, companyId, ids);
  return groups.map((group): MaintenanceGroup => ({
    maintenance_group_id: group.maintenanceGroupId,
    name: group.name,
    description: group.description,
    intervals: intervals
      .filter((i) => i.maintenanceGroupId === group.maintenanceGroupId)
      .map(toIntervalDto),
    asset_ids: members.filter((m) => m.groupId === group.maintenanceGroupId).map((m) => m.assetId),
  }));
}

async function loadGroup(db: Db, companyId: number, groupId: number): Promise<MaintenanceGroup> {
  const group = await repo.findGroup(db, companyId, groupId);
  if (!group) throw notFound();
  const [dto] = await toDtos(db, companyId, [group]);
  if (!dto) throw notFound();
  return dto;
}

/** Intervals or members changed: every asset of the company is judged again for service due. */
const serviceChanged = (deps: AppDeps, companyId: number) =>
  deps.bus.publish('service.changed', { companyId, assetIds: 'all' });

/** Two intervals of one new group with the same name (the index would say so too, later). */
const hasDuplicateNames = (names: string[]) =>
  new Set(names.map((n) => n.toLowerCase())).size !== names.length;

export async function listGroups(deps: AppDeps, auth: AuthContext): Promise<MaintenanceGroup[]> {
  await assertCanViewService(deps, auth);
  return toDtos(deps.db, auth.companyId, await repo.listGroups(deps.db, auth.companyId));
}

export async function getGroup(deps: AppDeps, auth: AuthContext, groupId: number) {
  await assertCanViewService(deps, auth);
  return loadGroup(deps.db, auth.companyId, groupId);
}

const intervalValues = (body: z.output<typeof maintenanceIntervalCreate>) => ({
  name: body.name,
  timeDays: body.time_days,
  miles: body.miles,
  engineHours: body.engine_hours,
});

/** POST maintenance-groups: the group and its intervals in one transaction. */
export async function createGroup(
  deps: AppDeps,
  auth: AuthContext,
  body: z.output<typeof maintenanceGroupCreate>,
): Promise<MaintenanceGroup> {
  await assertCanViewService(deps, auth);
  if (hasDuplicateNames(body.intervals.map((i) => i.name))) throw namesTaken();
  const { companyId } = auth;
  const group = await deps.db
    .transaction(async (tx) => {
      const row = await repo.insertGroup(tx, {
        companyId,
        name: body.name,
        description: body.description,
      });
      await repo.insertIntervals(
        tx,
        body.intervals.map((interval) => ({
          companyId,
          maintenanceGroupId: row.maintenanceGroupId,
          ...intervalValues(interval),
        })),
      );
      return row;
    })
    .catch(rethrowTaken);
  return loadGroup(deps.db, companyId, group.maintenanceGroupId);
}

export async function updateGroup(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
  body: z.output<typeof maintenanceGroupUpdate>,
): Promise<MaintenanceGroup> {
  await assertGroupOfCompany(deps, auth, groupId);
  await repo.updateGroup(deps.db, auth.companyId, groupId, body).catch(rethrowTaken);
  return loadGroup(deps.db, auth.companyId, groupId);
}

/** Service access, and a group of the caller's company (another company's id is a 404). */
async function assertGroupOfCompany(deps: AppDeps, auth: AuthContext, groupId: number) {
  await assertCanViewService(deps, auth);
  if (!(await repo.findGroup(deps.db, auth.companyId, groupId))) throw notFound();
}

/** DELETE: its intervals and their service records go too; its assets are left in no group. */
export async function deleteGroup(deps: AppDeps, auth: AuthContext, groupId: number) {
  await assertGroupOfCompany(deps, auth, groupId);
  await repo.deleteGroup(deps.db, auth.companyId, groupId);
  serviceChanged(deps, auth.companyId);
}

export async function addInterval(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
  body: z.output<typeof maintenanceIntervalCreate>,
): Promise<MaintenanceInterval> {
  await assertGroupOfCompany(deps, auth, groupId);
  const [row] = await repo
    .insertIntervals(deps.db, [
      { companyId: auth.companyId, maintenanceGroupId: groupId, ...intervalValues(body) },
    ])
    .catch(rethrowTaken);
  if (!row) throw new Error('insert into maintenance_group_intervals returned no row');
  serviceChanged(deps, auth.companyId);
  return toIntervalDto(row);
}

/** PATCH an interval: what is sent changes; the result must still be measured some way. */
export async function updateInterval(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
  intervalId: number,
  body: z.output<typeof maintenanceIntervalUpdate>,
): Promise<MaintenanceInterval> {
  await assertCanViewService(deps, auth);
  const { companyId } = auth;
  const current = await repo.findInterval(deps.db, companyId, groupId, intervalId);
  if (!current) throw notFound();
  const merged = {
    time_days: body.time_days === undefined ? current.timeDays : body.time_days,
    miles: body.miles === undefined ? current.miles : body.miles,
    engine_hours: body.engine_hours === undefined ? current.engineHours : body.engine_hours,
  };
  if (!hasIntervalLimit(merged)) {
    const message = SERVICE_GROUP_MESSAGES.intervalNeedsLimit;
    throw badRequest(message, { issues: [{ path: ['time_days'], message }] });
  }
  await repo
    .updateInterval(deps.db, companyId, intervalId, {
      ...(body.name === undefined ? {} : { name: body.name }),
      timeDays: merged.time_days,
      miles: merged.miles,
      engineHours: merged.engine_hours,
    })
    .catch(rethrowTaken);
  const updated = await repo.findInterval(deps.db, companyId, groupId, intervalId);
  if (!updated) throw notFound();
  serviceChanged(deps, companyId);
  return toIntervalDto(updated);
}

/** DELETE an interval: its service records go with it; its work orders keep no interval. */
export async function deleteInterval(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
  intervalId: number,
): Promise<void> {
  await assertCanViewService(deps, auth);
  if (!(await repo.findInterval(deps.db, auth.companyId, groupId, intervalId))) throw notFound();
  await repo.deleteInterval(deps.db, auth.companyId, intervalId);
  serviceChanged(deps, auth.companyId);
}

/**
 * PUT maintenance-groups/{id}/assets: the group's whole membership (docs/SERVICE.md). An id
 * that is not one of the company's assets refuses the whole call with 404, an archived one
 * with 409 (archived members are not listed, so they stay as they are); nothing changed.
 */
export async function setGroupAssets(
  deps: AppDeps,
  auth: AuthContext,
  groupId: number,
  body: z.output<typeof maintenanceGroupAssets>,
): Promise<MaintenanceGroup> {
  await assertGroupOfCompany(deps, auth, groupId);
  const { companyId } = auth;
  await deps.db.transaction(async (tx) => {
    await lockWritableAssets(tx, companyId, body.asset_ids);
    await repo.setGroupAssets(tx, companyId, groupId, body.asset_ids);
  });
  serviceChanged(deps, companyId);
  return loadGroup(deps.db, companyId, groupId);
}
