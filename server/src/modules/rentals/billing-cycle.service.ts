import { billingCycle, rentalPeriod, type BillingCycle } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import { findRental } from './rentals.repo';

/**
 * spec 1 §7 GET /billing-service/rental-billing-cycle/{rentalId}: the cycle dates around today
 * while on rent, around its end once it ended, the start itself before it starts.
 */
export async function getBillingCycle(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
): Promise<BillingCycle> {
  const row = await findRental(deps.db, auth.companyId, rentalId);
  const company = row && (await findCompany(deps.db, auth.companyId));
  if (!row || !company) throw notFound();
  const now = Date.now();
  const period = rentalPeriod(
    {
      rentalStatusId: row.rentalStatusId,
      startDate: row.startDate.getTime(),
      endDate: row.endDate?.getTime() ?? null,
    },
    now,
  );
  // An ended rental's last cycle is the one its last day fell in (the end is exclusive).
  const reference = period ? Math.max(period.start, period.end - 1) : now;
  return billingCycle(row.startDate.getTime(), reference, company.timezone);
}
