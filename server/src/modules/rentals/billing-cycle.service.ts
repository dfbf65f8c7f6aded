import { rentalBillingCycle, type BillingCycle } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import { findRental } from './rentals.repo';

/** spec 1 §7 GET /billing-service/rental-billing-cycle/{rentalId}, on the company's calendar. */
export async function getBillingCycle(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
): Promise<BillingCycle> {
  const row = await findRental(deps.db, auth.companyId, rentalId);
  const company = row && (await findCompany(deps.db, auth.companyId));
  if (!row || !company) throw notFound();
  return rentalBillingCycle(
    {
      rentalStatusId: row.rentalStatusId,
      startDate: row.startDate.getTime(),
      endDate: row.endDate?.getTime() ?? null,
    },
    Date.now(),
    company.timezone,
  );
}
