import type { z } from 'zod';
import {
  COMPANY_ADMIN_MESSAGES,
  minutesOfDay,
  type companyPreferences,
  type companyPreferencesUpdate,
  type viewSettings,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { assertOwnCompany, requireAdmin } from '../../platform/tenancy';
import type { PreferenceValues } from '../../db/schema/index';
import { foreignBranchIds } from '../branches/branches.repo';
import { assertOwnGroupIds } from '../groups/groups.service';
import { findUser } from '../users/users.repo';
import { publishConfigurationStepsUpdated } from '../notifications/asset-notifications';
import * as repo from './preferences.repo';

type AppPreferences = { client_application_id: number; preferences: PreferenceValues };

/**
 * A user's own settings: read by the user or an admin of their company, changed only by the
 * user. Another company's user is a 404, as everywhere.
 */
async function assertUserSettingsAccess(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  access: 'read' | 'write',
): Promise<void> {
  if (userId === auth.userId) return;
  if (!(await findUser(deps.db, auth.companyId, userId))) throw notFound();
  if (access === 'write') throw forbidden('You can only change your own settings.');
  requireAdmin(auth);
}

export async function getUserPreferences(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  clientApplicationId: number,
): Promise<AppPreferences> {
  await assertUserSettingsAccess(deps, auth, userId, 'read');
  const preferences = await repo.findUserPreferences(deps.db, userId, clientApplicationId);
  return { client_application_id: clientApplicationId, preferences };
}

export async function putUserPreferences(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  clientApplicationId: number,
  preferences: PreferenceValues,
): Promise<AppPreferences> {
  await assertUserSettingsAccess(deps, auth, userId, 'write');
  await repo.saveUserPreferences(
    deps.db,
    { userId, companyId: auth.companyId, clientApplicationId },
    preferences,
  );
  return { client_application_id: clientApplicationId, preferences };
}

export async function getCompanyAppPreferences(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  clientApplicationId: number,
): Promise<AppPreferences> {
  assertOwnCompany(auth, companyId);
  const preferences = await repo.findCompanyAppPreferences(deps.db, companyId, clientApplicationId);
  return { client_application_id: clientApplicationId, preferences };
}

export async function putCompanyAppPreferences(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  clientApplicationId: number,
  preferences: PreferenceValues,
): Promise<AppPreferences> {
  assertOwnCompany(auth, companyId);
  requireAdmin(auth);
  await repo.saveCompanyAppPreferences(deps.db, { companyId, clientApplicationId }, preferences);
  return { client_application_id: clientApplicationId, preferences };
}

type CompanyPreferences = z.infer<typeof companyPreferences>;

function toCompanyPreferencesDto(row: repo.CompanyPreferencesRow): CompanyPreferences {
  return {
    company_id: row.companyId,
    allow_internal_rentals_equipment: row.allowInternalRentalsEquipment,
    allow_internal_rentals_vehicles: row.allowInternalRentalsVehicles,
    hide_details: row.hideDetails,
    over_speed_threshold_mph: row.overSpeedThresholdMph,
    workday_start: row.workdayStart,
    workday_end: row.workdayEnd,
    workdays: row.workdays,
  };
}

export async function getCompanyPreferences(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
): Promise<CompanyPreferences> {
  assertOwnCompany(auth, companyId);
  return toCompanyPreferencesDto(await repo.findOrCreateCompanyPreferences(deps.db, companyId));
}

export async function patchCompanyPreferences(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  patch: z.infer<typeof companyPreferencesUpdate>,
): Promise<CompanyPreferences> {
  assertOwnCompany(auth, companyId);
  requireAdmin(auth);
  // One transaction: a refused workday leaves no defaults row behind (a write refused writes nothing).
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findOrCreateCompanyPreferences(tx, companyId);
    // Either end may come alone: the order is checked against the stored other end.
    const start = minutesOfDay(patch.workday_start ?? current.workdayStart);
    const end = minutesOfDay(patch.workday_end ?? current.workdayEnd);
    if (end <= start) {
      throw badRequest(COMPANY_ADMIN_MESSAGES.workdayOrder, {
        issues: [{ path: ['workday_end'], message: COMPANY_ADMIN_MESSAGES.workdayOrder }],
      });
    }
    return repo.updateCompanyPreferences(tx, companyId, {
      allowInternalRentalsEquipment: patch.allow_internal_rentals_equipment,
      allowInternalRentalsVehicles: patch.allow_internal_rentals_vehicles,
      hideDetails: patch.hide_details,
      overSpeedThresholdMph: patch.over_speed_threshold_mph,
      workdayStart: patch.workday_start,
      workdayEnd: patch.workday_end,
      workdays: patch.workdays && [...patch.workdays].sort((a, b) => a - b),
    });
  });
  return toCompanyPreferencesDto(row);
}

type ViewSettings = z.infer<typeof viewSettings>;

export async function getViewSettings(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  applicationId: 1 | 4,
): Promise<ViewSettings> {
  await assertUserSettingsAccess(deps, auth, userId, 'read');
  const values = await repo.findViewSettings(deps.db, userId, applicationId);
  return {
    application_id: applicationId,
    default_branch_ids: values.defaultBranchIds,
    default_organization_ids: values.defaultOrganizationIds,
  };
}

export async function putViewSettings(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  applicationId: 1 | 4,
  body: { default_branch_ids: number[]; default_organization_ids: number[] },
): Promise<ViewSettings> {
  await assertUserSettingsAccess(deps, auth, userId, 'write');
  const branchIds = [...new Set(body.default_branch_ids)];
  const unknown = await foreignBranchIds(deps.db, auth.companyId, branchIds);
  if (unknown.length > 0) throw badRequest(`Unknown branch id(s): ${unknown.join(', ')}`);
  const organizationIds = [...new Set(body.default_organization_ids)];
  await assertOwnGroupIds(deps, auth, organizationIds);
  await repo.saveViewSettings(
    deps.db,
    { userId, companyId: auth.companyId, applicationId },
    { defaultBranchIds: branchIds, defaultOrganizationIds: organizationIds },
  );
  // spec 2 §3 configuration step updateDefaultBranch (the fleet app's default branch).
  if (applicationId === 1) publishConfigurationStepsUpdated(deps, auth.companyId);
  return {
    application_id: applicationId,
    default_branch_ids: branchIds,
    default_organization_ids: organizationIds,
  };
}
