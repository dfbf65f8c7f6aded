import type { Db } from '../../db/client';
import { rebuildCompanyUsage } from '../../modules/dashboard/usage-rollup.service';
import { isSilentTracker } from './behaviour';
import { planDemoFleet } from './plan';
import { findDemoCompanyId, insertUsageHistory, type ClassUsage } from './seed-usage.repo';

/**
 * A working day of each demo class: trucks drive and idle, machines run on site (they never
 * idle, as on the map), light towers run all night. Trailers and attachments have no engine.
 */
const DEMO_CLASS_USAGE: ClassUsage[] = [
  { className: 'Pickup Truck', hours: 3.5, idleShare: 0.3, mph: 24 },
  { className: 'Dump Truck', hours: 6, idleShare: 0.25, mph: 18 },
  { className: 'Lowboy Tractor', hours: 5, idleShare: 0.2, mph: 30 },
  { className: 'Excavator 20-36 ton', hours: 5.5, idleShare: 0, mph: 0 },
  { className: 'Skid Steer Loader', hours: 4, idleShare: 0, mph: 0 },
  { className: 'Telehandler', hours: 4, idleShare: 0, mph: 0 },
  { className: 'Scissor Lift', hours: 2.5, idleShare: 0, mph: 0 },
  { className: 'Boom Lift', hours: 3, idleShare: 0, mph: 0 },
  { className: 'Light Tower', hours: 7, idleShare: 0, mph: 0 },
  { className: 'Plate Compactor', hours: 2, idleShare: 0, mph: 0 },
];

/**
 * The dashboard's last 30 days for the demo company (docs/DASHBOARD.md "Demo data"): the demo
 * keeps no historic positions, so the days before today are written from the fleet plan; today's
 * usage comes from the simulator's positions through the roll-up like any tracker's. Run by
 * `npm start` on a freshly seeded database only (it adds seconds the API tests do not need).
 */
export async function seedDemoUsage(db: Db): Promise<void> {
  const companyId = await findDemoCompanyId(db);
  if (companyId === undefined) return;
  const silent = planDemoFleet()
    .filter(isSilentTracker)
    .map((plan) => plan.name);
  await insertUsageHistory(db, companyId, {
    days: 30,
    classes: DEMO_CLASS_USAGE,
    exceptNames: silent,
  });
  await rebuildCompanyUsage(db, companyId);
}
