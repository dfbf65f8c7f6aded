import { dateInZone } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { findCompany } from './companies.repo';

/**
 * The company's time zone and its today (YYYY-MM-DD): quotes past their valid-until date, a new
 * invoice's date and safety events' days all count in the company's calendar, not the server's.
 */
export async function companyCalendar(
  deps: AppDeps,
  companyId: number,
): Promise<{ timeZone: string; today: string }> {
  const timeZone = (await findCompany(deps.db, companyId))?.timezone ?? 'UTC';
  return { timeZone, today: dateInZone(deps.now?.() ?? Date.now(), timeZone) };
}

/** Today on the company's calendar. */
export async function companyToday(deps: AppDeps, companyId: number): Promise<string> {
  return (await companyCalendar(deps, companyId)).today;
}
