import { RENTAL_STATUS, RENTAL_TYPE } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertRentals, type NewRentalRow } from '../../modules/rentals/rentals.repo';
import type { DemoAssetPlan } from './plan';
import { seededRandom } from './random';

const DAY_MS = 86_400_000;
const SEED = 5;

/**
 * Rentals for the demo fleet: about a third of the machines working on jobsites are on rent
 * (started up to six weeks ago), some machines in the yards have rentals behind them (returned,
 * completed, billed) and a few are reserved for next week. Dates are relative to `now`.
 */
export function planDemoRentals(
  companyId: number,
  plans: DemoAssetPlan[],
  assetIds: number[],
  now: number,
): NewRentalRow[] {
  const random = seededRandom(SEED);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const rows: NewRentalRow[] = [];
  plans.forEach((plan, i) => {
    const assetId = assetIds[i];
    // Machines go on rent; trucks, trailers, attachments and small tools stay with the company.
    if (assetId === undefined || plan.kind.assetKind !== 'equipment') return;
    const roll = random();
    if (plan.home.kind === 'jobsite' && roll < 0.35) {
      const start = today - Math.floor(1 + random() * 40) * DAY_MS + 7 * 3_600_000;
      rows.push({
        companyId,
        assetId,
        rentalTypeId: roll < 0.05 ? RENTAL_TYPE.internal : RENTAL_TYPE.standard,
        rentalStatusId: RENTAL_STATUS.onRent,
        startDate: new Date(start),
        // Due back within the next four weeks (none overdue in a fresh demo).
        endDate: new Date(today + Math.floor(1 + random() * 28) * DAY_MS + 17 * 3_600_000),
      });
    } else if (plan.home.kind === 'yard' && roll < 0.2) {
      const end = today - Math.floor(2 + random() * 60) * DAY_MS + 16 * 3_600_000;
      const statuses = [RENTAL_STATUS.offRent, RENTAL_STATUS.completed, RENTAL_STATUS.billed];
      rows.push({
        companyId,
        assetId,
        rentalStatusId: statuses[Math.floor(random() * statuses.length)] ?? RENTAL_STATUS.completed,
        startDate: new Date(end - Math.floor(3 + random() * 25) * DAY_MS),
        endDate: new Date(end),
      });
    } else if (plan.home.kind === 'yard' && roll < 0.24) {
      const start = today + Math.floor(2 + random() * 7) * DAY_MS + 7 * 3_600_000;
      rows.push({
        companyId,
        assetId,
        rentalStatusId: RENTAL_STATUS.scheduled,
        startDate: new Date(start),
        endDate: new Date(start + 14 * DAY_MS),
      });
    }
  });
  return rows;
}

export async function seedDemoRentals(
  db: Db,
  companyId: number,
  plans: DemoAssetPlan[],
  assetIds: number[],
): Promise<void> {
  const rows = planDemoRentals(companyId, plans, assetIds, Date.now());
  for (let i = 0; i < rows.length; i += 500) await insertRentals(db, rows.slice(i, i + 500));
}
