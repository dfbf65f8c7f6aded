import { INVENTORY_STATUS, RENTAL_STATUS, RENTAL_TYPE, type VendorType } from '@fleet/domain';
import type { DemoAssetPlan } from './plan';
import { seededRandom } from './random';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEED = 5;

/** One demo rental as planned, before its order and jobsite exist (ids come at seeding). */
export interface DemoRentalPlan {
  /** Index into the fleet plan; null for a bulk rental of parts (no asset). */
  planIndex: number | null;
  /** The jobsite (a demo place name) it is rented to. */
  place: string;
  rentalTypeId: number;
  rentalStatusId: number;
  vendorType: VendorType;
  startDate: Date;
  endDate: Date;
  offRentDateRequested?: Date;
  quantity?: number;
  partNumber?: string;
}

/** Daily, weekly and 4-week rates by category, as a rental house would quote them. */
export const DEMO_RATES: Record<string, [number, number, number]> = {
  Earthmoving: [425, 1275, 3200],
  'Aerial & Material Handling': [265, 795, 1850],
  'Power & Lighting': [95, 285, 690],
  Vehicles: [135, 520, 1450],
  Attachments: [120, 360, 880],
};

/** Statuses of returned rentals, and of live ones waiting for approval or pickup. */
const HISTORICAL = [RENTAL_STATUS.offRent, RENTAL_STATUS.completed, RENTAL_STATUS.billed];
const WAITING = [
  RENTAL_STATUS.needsApproval,
  RENTAL_STATUS.draft,
  RENTAL_STATUS.pending,
  RENTAL_STATUS.scheduled,
  RENTAL_STATUS.scheduled,
  RENTAL_STATUS.cancelled,
];

/**
 * Rentals for the demo fleet, relative to `now`: about a third of the machines working on
 * jobsites are on rent (internal ones and the provider's, a few with an off-rent requested),
 * machines in the yards have returned rentals behind them (off-rent, completed, billed) or wait
 * on one (needs approval, draft, pending, reserved, cancelled), and a few bulk rentals of parts.
 * An asset has at most one rental here, so none overlap.
 */
export function planDemoRentals(plans: DemoAssetPlan[], now: number): DemoRentalPlan[] {
  const random = seededRandom(SEED);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const jobsites = [
    ...new Set(plans.filter((p) => p.home.kind === 'jobsite').map((p) => p.home.name)),
  ];
  const rows: DemoRentalPlan[] = [];
  for (const plan of plans) {
    // Machines go on rent; trucks, trailers, attachments and small tools stay with the company.
    if (plan.kind.assetKind !== 'equipment') continue;
    const roll = random();
    if (plan.home.kind === 'jobsite' && roll < 0.35) {
      const internal = roll < 0.12;
      const start = today - Math.floor(1 + random() * 40) * DAY_MS + 7 * HOUR_MS;
      // Due back within the next four weeks (none overdue in a fresh demo).
      const end = today + Math.floor(1 + random() * 28) * DAY_MS + 17 * HOUR_MS;
      rows.push({
        planIndex: plan.index,
        place: plan.home.name,
        rentalTypeId: internal ? RENTAL_TYPE.internal : RENTAL_TYPE.standard,
        rentalStatusId: RENTAL_STATUS.onRent,
        vendorType: internal ? 'o' : 'es',
        startDate: new Date(start),
        endDate: new Date(end),
        // One in ten of the provider's rentals has a pickup asked for in two days' time.
        ...(!internal && random() < 0.1
          ? { offRentDateRequested: new Date(today + 2 * DAY_MS + 15 * HOUR_MS) }
          : {}),
      });
    } else if (plan.home.kind === 'yard' && roll < 0.2) {
      const end = today - Math.floor(2 + random() * 60) * DAY_MS + 16 * HOUR_MS;
      rows.push({
        planIndex: plan.index,
        place: jobsites[Math.floor(random() * jobsites.length)] ?? plan.home.name,
        rentalTypeId: RENTAL_TYPE.standard,
        rentalStatusId: HISTORICAL[Math.floor(random() * HISTORICAL.length)] ?? 7,
        vendorType: random() < 0.3 ? 'o' : 'es',
        startDate: new Date(end - Math.floor(3 + random() * 25) * DAY_MS),
        endDate: new Date(end),
      });
    } else if (plan.home.kind === 'yard' && roll < 0.26) {
      const start = today + Math.floor(2 + random() * 7) * DAY_MS + 7 * HOUR_MS;
      rows.push({
        planIndex: plan.index,
        place: jobsites[Math.floor(random() * jobsites.length)] ?? plan.home.name,
        rentalTypeId: RENTAL_TYPE.standard,
        rentalStatusId: WAITING[Math.floor(random() * WAITING.length)] ?? 4,
        vendorType: 'es',
        startDate: new Date(start),
        endDate: new Date(start + 14 * DAY_MS),
      });
    }
  }
  // Bulk rentals: quantities of parts (no asset of their own) on two busy jobsites.
  for (const [i, place] of jobsites.slice(0, 3).entries()) {
    rows.push({
      planIndex: null,
      place,
      rentalTypeId: RENTAL_TYPE.bulk,
      rentalStatusId: RENTAL_STATUS.onRent,
      vendorType: 'es',
      startDate: new Date(today - (10 + i * 4) * DAY_MS + 7 * HOUR_MS),
      endDate: new Date(today + (12 + i * 3) * DAY_MS + 17 * HOUR_MS),
      quantity: 6 + i * 7,
      partNumber: ['BAR-6FT', 'SHR-8X4', 'CONE-28'][i] ?? 'PART',
    });
  }
  return rows;
}

/**
 * The demo asset's inventory status (spec 1 §4): machines in the yards are mostly ready to
 * rent, some down or waiting for the shop; machines back from a rental wait for inspection or
 * a make-ready; what works on a jobsite without a rental is assigned there.
 */
export function demoInventoryStatus(
  plan: DemoAssetPlan,
  rental: DemoRentalPlan | undefined,
  random: () => number,
): number {
  if (rental && HISTORICAL.includes(rental.rentalStatusId as 6 | 7 | 9)) {
    const back = [INVENTORY_STATUS.makeReady, INVENTORY_STATUS.needsInspection];
    return back[Math.floor(random() * back.length)] ?? INVENTORY_STATUS.makeReady;
  }
  if (rental) return INVENTORY_STATUS.readyToRent;
  if (plan.home.kind === 'jobsite') return INVENTORY_STATUS.assigned;
  const roll = random();
  if (roll < 0.62) return INVENTORY_STATUS.readyToRent;
  if (roll < 0.7) return INVENTORY_STATUS.makeReady;
  if (roll < 0.77) return INVENTORY_STATUS.softDown;
  if (roll < 0.82) return INVENTORY_STATUS.hardDown;
  if (roll < 0.88) return INVENTORY_STATUS.needsInspection;
  if (roll < 0.92) return INVENTORY_STATUS.pendingReturn;
  if (roll < 0.95) return INVENTORY_STATUS.preDelivered;
  if (roll < 0.97) return INVENTORY_STATUS.onRpo;
  return INVENTORY_STATUS.passed;
}
