import type { Company } from '@fleet/domain';
import type { z } from 'zod';
import type { companyUpdate } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { assertOwnCompany, requireAdmin } from '../../platform/tenancy';
import { findCompany, updateCompany, type CompanyRow } from './companies.repo';

export function toCompanyDto(row: CompanyRow): Company {
  return {
    company_id: row.companyId,
    name: row.name,
    owner_user_id: row.ownerUserId,
    timezone: row.timezone,
    white_label_application_id: row.whiteLabelApplicationId,
    has_fleet_cam: row.hasFleetCam,
    has_rentals: row.hasRentals,
    white_label_application: {
      white_label_application_id: row.whiteLabelApplicationId,
      show_dashboard: row.showDashboard,
    },
  };
}

export async function getCompany(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
): Promise<Company> {
  assertOwnCompany(auth, companyId);
  const row = await findCompany(deps.db, companyId);
  if (!row) throw notFound();
  return toCompanyDto(row);
}

export async function changeCompany(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  patch: z.infer<typeof companyUpdate>,
): Promise<Company> {
  assertOwnCompany(auth, companyId);
  requireAdmin(auth);
  // An empty patch changes nothing (an UPDATE without columns is an SQL error).
  const row =
    Object.keys(patch).length === 0
      ? await findCompany(deps.db, companyId)
      : await updateCompany(deps.db, companyId, patch);
  if (!row) throw notFound();
  return toCompanyDto(row);
}
