import { WORK_ORDER_STATUS } from '@fleet/domain';
import type { Db } from '../../db/client';
import {
  insertGroup,
  insertIntervals,
  setGroupAssets,
} from '../../modules/service/maintenance-groups.repo';
import { updateWorkOrder } from '../../modules/service/work-orders.repo';
import { createWorkOrder } from '../../modules/service/work-orders.service';
import { pick, seededRandom } from './random';
import {
  insertServiceRecordRows,
  listAssetsWithCategory,
  listServiceUsers,
} from './seed-service.repo';

const DAY_MS = 86_400_000;
const CHUNK = 500;

interface DemoInterval {
  name: string;
  time_days: number | null;
  miles: number | null;
  engine_hours: number | null;
  tasks: string[];
}
interface DemoGroup {
  name: string;
  description: string;
  categories: string[];
  intervals: DemoInterval[];
}

/** The demo company's service groups: by category, most of the fleet in one. */
const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Heavy equipment 250 h',
    description: 'Excavators, loaders, dozers and lifts',
    categories: ['Earthmoving', 'Aerial & Material Handling'],
    intervals: [
      {
        name: 'Engine oil and filter',
        time_days: 90,
        miles: null,
        engine_hours: 250,
        tasks: ['Drain and replace engine oil', 'Replace oil filter', 'Grease all fittings'],
      },
      {
        name: 'Hydraulic system inspection',
        time_days: 365,
        miles: null,
        engine_hours: 1000,
        tasks: [
          'Check hoses for leaks and wear',
          'Sample hydraulic fluid',
          'Replace return filter',
        ],
      },
    ],
  },
  {
    name: 'Pickups 5,000 mi / 180 days',
    description: 'Pickups, vans and service trucks',
    categories: ['Vehicles'],
    intervals: [
      {
        name: 'Oil change',
        time_days: 180,
        miles: 5000,
        engine_hours: null,
        tasks: ['Replace engine oil and filter', 'Top off fluids', 'Reset oil life monitor'],
      },
      {
        name: 'Tire rotation and brakes',
        time_days: 365,
        miles: 7500,
        engine_hours: null,
        tasks: ['Rotate tires', 'Measure brake pads', 'Check tire pressure'],
      },
    ],
  },
  {
    name: 'Generators and light towers 500 h',
    description: 'Power and lighting',
    categories: ['Power & Lighting', 'Trailers'],
    intervals: [
      {
        name: 'Annual inspection',
        time_days: 365,
        miles: null,
        engine_hours: 500,
        tasks: ['Load bank test', 'Inspect wiring and lights', 'Check hitch and safety chains'],
      },
    ],
  },
];

/** The other demo company's group: its words let the tenancy walk see a leak. */
const OTHER_GROUPS: DemoGroup[] = [
  {
    name: 'Front Range rollers 250 h',
    description: 'Front Range compaction',
    categories: [],
    intervals: [
      {
        name: 'Front Range drum service',
        time_days: 120,
        miles: null,
        engine_hours: 250,
        tasks: ['Inspect drum scrapers', 'Change vibratory oil'],
      },
    ],
  },
];

const GENERAL_ORDERS = [
  { description: 'Replace cracked windshield', tasks: ['Order glass', 'Install and cure'] },
  { description: 'Investigate hydraulic leak at boom', tasks: ['Locate leak', 'Replace seal'] },
  { description: 'Beacon light not working', tasks: ['Test fuse and wiring', 'Replace beacon'] },
  { description: 'Seat belt frayed', tasks: ['Replace seat belt assembly'] },
];

/**
 * Where an (asset, interval) stands: about 70% not due, 20% upcoming (90–99% used) and 10%
 * required (100–130%), told as the share of its days since the last service. The demo's service
 * records carry no readings (the trackers report after seeding), so the days decide.
 */
function usedShare(random: () => number): number {
  const r = random();
  if (r < 0.7) return 0.05 + 0.8 * random();
  if (r < 0.9) return 0.9 + 0.09 * random();
  return 1 + 0.3 * random();
}

async function seedCompany(
  db: Db,
  companyId: number,
  groups: DemoGroup[],
  random: () => number,
  now: number,
): Promise<void> {
  const assets = await listAssetsWithCategory(db, companyId);
  const people = (await listServiceUsers(db, companyId)).map((u) => u.userId);
  const createdBy = people[0] ?? null;
  const required: { assetId: number; intervalId: number; interval: DemoInterval }[] = [];
  const records: Parameters<typeof insertServiceRecordRows>[1] = [];
  let closedOrders = 0;

  for (const plan of groups) {
    const group = await insertGroup(db, {
      companyId,
      name: plan.name,
      description: plan.description,
    });
    const intervals = await insertIntervals(
      db,
      plan.intervals.map(({ tasks: _, ...interval }) => ({
        companyId,
        maintenanceGroupId: group.maintenanceGroupId,
        name: interval.name,
        timeDays: interval.time_days,
        miles: interval.miles,
        engineHours: interval.engine_hours,
      })),
    );
    const members = assets
      .filter((a) => plan.categories.length === 0 || plan.categories.includes(a.category ?? ''))
      .map((a) => a.assetId);
    await setGroupAssets(db, companyId, group.maintenanceGroupId, members);
    for (const assetId of members) {
      for (const [index, interval] of intervals.entries()) {
        const demo = plan.intervals[index];
        if (!demo || interval.timeDays === null) continue;
        const share = usedShare(random);
        const performedAt = new Date(now - share * interval.timeDays * DAY_MS);
        let workOrderId: number | null = null;
        // A few not-due services were closed work orders: the card's closed list has some.
        if (share < 0.85 && closedOrders < 25 && random() < 0.02) {
          const order = await createWorkOrder(db, {
            companyId,
            assetId,
            description: `${interval.name} (${plan.name})`,
            maintenanceGroupIntervalId: interval.maintenanceGroupIntervalId,
            createdBy,
            userIds: people.slice(0, 1),
            taskDescriptions: demo.tasks,
          });
          await updateWorkOrder(db, companyId, order.workOrderId, {
            workOrderStatusId: WORK_ORDER_STATUS.closed,
            dateCompleted: performedAt,
          });
          workOrderId = order.workOrderId;
          closedOrders += 1;
        }
        records.push({
          companyId,
          assetId,
          maintenanceGroupIntervalId: interval.maintenanceGroupIntervalId,
          performedAt,
          odometerMiles: null,
          engineHours: null,
          workOrderId,
        });
        if (share >= 1) {
          required.push({
            assetId,
            intervalId: interval.maintenanceGroupIntervalId,
            interval: demo,
          });
        }
      }
    }
  }
  for (let i = 0; i < records.length; i += CHUNK) {
    await insertServiceRecordRows(db, records.slice(i, i + CHUNK));
  }
  // Open orders for the first required services, some with a due date, two people each.
  for (const [index, due] of required.slice(0, 12).entries()) {
    await createWorkOrder(db, {
      companyId,
      assetId: due.assetId,
      description: `${due.interval.name} due`,
      maintenanceGroupIntervalId: due.intervalId,
      dueDate: index % 3 === 2 ? null : new Date(now + (2 + index) * DAY_MS),
      createdBy,
      userIds: people.slice(index % 2, (index % 2) + 2),
      taskDescriptions: due.interval.tasks,
    });
  }
  if (assets.length === 0) return;
  for (const general of GENERAL_ORDERS.slice(0, groups === OTHER_GROUPS ? 1 : undefined)) {
    await createWorkOrder(db, {
      companyId,
      assetId: pick(random, assets).assetId,
      description: general.description,
      createdBy,
      userIds: people.slice(0, 1),
      taskDescriptions: general.tasks,
    });
  }
}

/**
 * The demo's service: groups with intervals, nearly every grouped asset with a service record
 * per interval (so some are not due, some upcoming and a few required), open work orders for
 * some of the required ones and general repairs, and closed orders behind a few records.
 * Deterministic: one seeded generator; dates relative to `now`.
 */
export async function seedDemoService(
  db: Db,
  companies: { demoCompanyId: number; otherCompanyId: number },
  now = Date.now(),
): Promise<void> {
  const random = seededRandom(10);
  await seedCompany(db, companies.demoCompanyId, DEMO_GROUPS, random, now);
  await seedCompany(db, companies.otherCompanyId, OTHER_GROUPS, random, now);
}
