import { DASHBOARD_MESSAGES, dateInZone, isDashboardEnabled } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import { myFlags } from '../flags/flags.service';

/** What every tile needs of the caller's company once the dashboard is known to be on. */
export interface DashboardCompany {
  companyId: number;
  timezone: string;
  nowMs: number;
  /** The company's today, YYYY-MM-DD. */
  today: string;
}

/**
 * Every signed-in user of the company may read the dashboard (read-only users too) while it is
 * on: the company's white-label shows it and the 'dashboard-disable' flag is off (domain
 * isDashboardEnabled, the side navigation's rule). Otherwise 403 with the tile's sentence.
 */
export async function openDashboard(deps: AppDeps, auth: AuthContext): Promise<DashboardCompany> {
  const [company, flags] = await Promise.all([
    findCompany(deps.db, auth.companyId),
    myFlags(deps, auth),
  ]);
  if (!company) throw notFound();
  if (!isDashboardEnabled({ company: { showDashboard: company.showDashboard }, flags })) {
    throw forbidden(DASHBOARD_MESSAGES.disabled);
  }
  const nowMs = deps.now?.() ?? Date.now();
  return {
    companyId: company.companyId,
    timezone: company.timezone,
    nowMs,
    today: dateInZone(nowMs, company.timezone),
  };
}
