import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ASSET_TYPE,
  DASHBOARD_MESSAGES,
  WORK_ORDER_STATUS,
  addDays,
  dateInZone,
  emptyStoredStatus,
  startOfDateInZone,
  trackerDisplayStatus,
  type DashboardIdle,
  type DashboardNotReporting,
  type DashboardRentalClasses,
  type DashboardServiceDue,
  type DashboardStatuses,
  type DashboardUtilization,
  type MaintenanceGroup,
  type Position,
  type StoredStatus,
} from '@fleet/domain';
import { makeAsset, makeRental, makeTrackedAsset } from '../src/demo/asset-factories';
import { makeBranch, makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { insertEquipmentClass } from '../src/demo/fleet/seed-fleet.repo';
import { insertAssets, insertTrackers } from '../src/modules/assets/assets.repo';
import { setCompanyFlag } from '../src/modules/flags/flags.repo';
import {
  insertGroup,
  insertIntervals,
  setGroupAssets,
} from '../src/modules/service/maintenance-groups.repo';
import { findDisplayStatuses } from '../src/modules/dashboard/dashboard.repo';
import { runUsageRollup } from '../src/modules/dashboard/usage-rollup.service';
import { sweepServiceDue } from '../src/modules/service/service-due-sweep';
import { assetDailyUsage, assetStatuses, assets, companies } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const ZONE = 'America/Chicago';
const BASE = { latitude: 38.9498, longitude: -92.3273 };
const EAST = { latitude: 38.9498, longitude: -92.3173 };

/** The dashboard's tiles and the usage roll-up (docs/DASHBOARD.md). */
describe.skipIf(isPostgresUnavailable())('dashboard', () => {
  let t: TestApp;
  let admin: string;
  let readOnly: string;
  let other: string;
  let companyId: number;
  let ids: Record<'truck' | 'digger' | 'fresh' | 'silent' | 'loose', number>;
  let classT: number;
  let classX: number;
  let branchId: number;
  /** Two company days ago: every fix of it is more than a day old whenever the test runs. */
  const day = addDays(dateInZone(Date.now(), ZONE), -2);
  const at = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return startOfDateInZone(day, ZONE) + (h * 60 + m) * 60_000;
  };

  const send = async (serial: string, fixes: Array<Partial<Position> & { fixTime: number }>) => {
    const outcomes = await t.deps.devices.ingest.submit(
      fixes.map((fix) => ({
        deviceSerial: serial,
        valid: true,
        speedMph: 0,
        attributes: {},
        ...BASE,
        ...fix,
      })),
    );
    return outcomes.map((outcome) => outcome.kind);
  };
  const get = <T>(token: string, url: string) =>
    t.call(token, { method: 'GET', url }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    });
  const usageOf = async (assetId: number) => {
    const [row] = await t.deps.db
      .select()
      .from(assetDailyUsage)
      .where(and(eq(assetDailyUsage.assetId, assetId), eq(assetDailyUsage.day, day)));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { company: { timezone: ZONE } });
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    readOnly = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 2, readOnly: true })).email,
    );
    classT = (await insertEquipmentClass(t.deps.db, { companyId, name: 'Trucks' }))
      ?.equipmentClassId as number;
    classX = (await insertEquipmentClass(t.deps.db, { companyId, name: 'Excavators' }))
      ?.equipmentClassId as number;
    branchId = (await makeBranch(t.deps.db, companyId, { name: 'North' })).branchId;
    const truck = await makeTrackedAsset(t.deps.db, companyId, {
      customName: 'Truck 1',
      equipmentClassId: classT,
      inventoryBranchId: branchId,
    });
    const digger = await makeTrackedAsset(t.deps.db, companyId, {
      customName: 'Digger 1',
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
      equipmentClassId: classX,
      inventoryBranchId: branchId,
    });
    const fresh = await makeTrackedAsset(t.deps.db, companyId, {
      customName: 'Fresh 1',
      equipmentClassId: classT,
    });
    const silent = await makeTrackedAsset(t.deps.db, companyId, {
      customName: 'Silent 1',
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
      equipmentClassId: classX,
    });
    const loose = await makeAsset(t.deps.db, companyId, { customName: 'Loose 1' });
    const archived = await makeTrackedAsset(t.deps.db, companyId, { equipmentClassId: classT });
    await t.deps.db
      .update(assets)
      .set({ archivedStatus: 'SOLD', archivedAt: new Date() })
      .where(eq(assets.assetId, archived.asset.assetId));
    ids = {
      truck: truck.asset.assetId,
      digger: digger.asset.assetId,
      fresh: fresh.asset.assetId,
      silent: silent.asset.assetId,
      loose: loose.assetId,
    };
    await makeRental(t.deps.db, companyId, ids.digger);

    // Truck: 10 min idling, 10 driving, 10 idling, off; on again at 11:30 and silent until
    // 13:00 (the gap counts 30 min). Engine 60 min, idle 50 min, ~1.08 miles out and back.
    await send(truck.tracker.deviceSerial, [
      { fixTime: at('10:00'), ignition: true },
      { fixTime: at('10:10'), ignition: true, speedMph: 30, ...EAST },
      { fixTime: at('10:20'), ignition: true },
      { fixTime: at('10:30'), ignition: false },
      { fixTime: at('11:30'), ignition: true },
      { fixTime: at('13:00'), ignition: false, odometerMiles: 950 },
    ]);
    // A machine runs (never idles): 08:00–08:30 (gap capped) and 09:00–09:20 = 50 min.
    await send(digger.tracker.deviceSerial, [
      { fixTime: at('08:00'), ignition: true },
      { fixTime: at('09:00'), ignition: true, engineHours: 120 },
      { fixTime: at('09:20'), ignition: false },
    ]);
    await send(fresh.tracker.deviceSerial, [{ fixTime: Date.now() - 60_000, ignition: true }]);
    // Archived and another company's assets work too, and are never counted.
    await send(archived.tracker.deviceSerial, [
      { fixTime: at('10:00'), ignition: true },
      { fixTime: at('12:00'), ignition: false },
    ]);
    const theirs = await makeCompanyWithAdmin(t.deps.db);
    other = await t.login(theirs.admin.email);
    const foreign = await makeTrackedAsset(t.deps.db, theirs.company.companyId, {
      equipmentClassId: classT,
    });
    await send(foreign.tracker.deviceSerial, [
      { fixTime: at('06:00'), ignition: true },
      { fixTime: at('06:20'), ignition: true },
      { fixTime: at('06:40'), ignition: false },
    ]);

    const group = await insertGroup(t.deps.db, { companyId, name: 'Fleet service' });
    await insertIntervals(t.deps.db, [
      { companyId, maintenanceGroupId: group.maintenanceGroupId, name: 'Oil change', miles: 1000 },
      {
        companyId,
        maintenanceGroupId: group.maintenanceGroupId,
        name: 'Hydraulics',
        engineHours: 100,
      },
      { companyId, maintenanceGroupId: group.maintenanceGroupId, name: 'Annual', timeDays: 365 },
    ]);
    await setGroupAssets(t.deps.db, companyId, group.maintenanceGroupId, [
      ids.truck,
      ids.digger,
      ids.fresh,
    ]);
    await runUsageRollup(t.deps.db);
    await sweepServiceDue(t.deps, Date.now());
  });
  afterAll(async () => t?.close());

  it('rolls positions up into company days, whatever order and how often they come', async () => {
    expect(await usageOf(ids.truck)).toMatchObject({ engineHours: 1, idleHours: 0.83 });
    expect((await usageOf(ids.truck))?.miles).toBeCloseTo(1.08, 1);
    expect(await usageOf(ids.digger)).toMatchObject({ engineHours: 0.83, idleHours: 0 });
    const truckSerial = (
      await t.deps.db.select().from(assets).where(eq(assets.assetId, ids.truck))
    )[0]?.trackerId;
    expect(truckSerial).toBeDefined();
    const serial = (
      await t.deps.db.query.trackers.findFirst({
        where: (tr, { eq: equals }) => equals(tr.trackerId, truckSerial ?? 0),
      })
    )?.deviceSerial as string;
    // A late fix before the others (10 more minutes idling) and a repeated one.
    expect(
      await send(serial, [
        { fixTime: at('09:50'), ignition: true },
        { fixTime: at('10:10'), ignition: true, speedMph: 30, ...EAST },
      ]),
    ).toEqual(['stored', 'duplicate']);
    // The run lets the server answer between its statements: awaiting PGlite alone never does.
    let isRunning = true;
    let answeredMeanwhile = false;
    setImmediate(() => (answeredMeanwhile = isRunning));
    await runUsageRollup(t.deps.db);
    isRunning = false;
    expect(answeredMeanwhile).toBe(true);
    await runUsageRollup(t.deps.db); // again: nothing changes
    expect(await usageOf(ids.truck)).toMatchObject({ engineHours: 1.17, idleHours: 1 });
  });

  it('counts assets by display status now, the same rule as the domain', async () => {
    const statuses = await get<DashboardStatuses>(readOnly, '/api/dashboard/statuses');
    const count = (status: string) => statuses.counts.find((c) => c.status === status)?.count;
    expect(statuses.total).toBe(5);
    expect([count('off'), count('idling'), count('no_tracker'), count('running')]).toEqual([
      3, 1, 1, 0,
    ]);
  });

  it('sums utilization by class and branch over the company days of the window', async () => {
    const seven = await get<DashboardUtilization>(admin, '/api/dashboard/utilization?days=7');
    expect(seven.end_date).toBe(dateInZone(Date.now(), ZONE));
    expect(seven.start_date).toBe(addDays(seven.end_date, -6));
    expect(seven.overall).toEqual({
      assets: 5,
      engine_hours: 2,
      idle_hours: 1,
      utilization: 0.0071,
    });
    expect(seven.by_class).toEqual([
      {
        id: classX,
        name: 'Excavators',
        assets: 2,
        engine_hours: 0.83,
        idle_hours: 0,
        utilization: 0.0074,
      },
      {
        id: classT,
        name: 'Trucks',
        assets: 2,
        engine_hours: 1.17,
        idle_hours: 1,
        utilization: 0.0104,
      },
      { id: null, name: 'No class', assets: 1, engine_hours: 0, idle_hours: 0, utilization: 0 },
    ]);
    expect(seven.by_branch.map((b) => [b.name, b.assets, b.engine_hours])).toEqual([
      ['North', 2, 2],
      ['No branch', 3, 0],
    ]);
    const thirty = await get<DashboardUtilization>(admin, '/api/dashboard/utilization?days=30');
    expect(thirty.overall.utilization).toBe(Math.round((2 / (5 * 30 * 8)) * 10_000) / 10_000);
  });

  it('lists idle hours per day, zero-filled, and who idled longest', async () => {
    const idle = await get<DashboardIdle>(admin, '/api/dashboard/idle?days=7');
    expect(idle.by_day).toHaveLength(7);
    expect(idle.by_day.filter((d) => d.day !== day).every((d) => d.engine_hours === 0)).toBe(true);
    expect(idle.by_day.find((d) => d.day === day)).toEqual({ day, idle_hours: 1, engine_hours: 2 });
    expect(idle.top_assets).toEqual([{ asset_id: ids.truck, name: 'Truck 1', hours: 1 }]);
  });

  it('counts on rent, available and unavailable per class as the inventory does', async () => {
    const { classes } = await get<DashboardRentalClasses>(admin, '/api/dashboard/rental-classes');
    const excavators = classes.find((c) => c.class_id === classX);
    expect(excavators).toMatchObject({ on_rent: 1, available: 1, unavailable: 0, total: 2 });
    expect(classes.find((c) => c.class_id === classT)).toMatchObject({ on_rent: 0, total: 2 });
    expect(classes.find((c) => c.class_id === null)).toMatchObject({ total: 1 });
  });

  it('finds service overdue and due soon with the card’s numbers', async () => {
    const due = await get<DashboardServiceDue>(admin, '/api/dashboard/service-due');
    expect(due).toEqual({
      overdue: 1,
      due_soon: 1,
      assets: [
        {
          asset_id: ids.digger,
          name: 'Digger 1',
          interval_name: 'Hydraulics',
          is_overdue: true,
          remaining: -20,
          unit: 'hours',
        },
        {
          asset_id: ids.truck,
          name: 'Truck 1',
          interval_name: 'Oil change',
          is_overdue: false,
          remaining: 50,
          unit: 'miles',
        },
      ],
    });
  });

  it('judges an asset again at once when its service is recorded or it leaves its group', async () => {
    const [group] = await get<MaintenanceGroup[]>(admin, '/api/maintenance-groups');
    const hydraulics = group?.intervals.find((interval) => interval.name === 'Hydraulics');
    expect(hydraulics).toBeDefined();
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/work-orders',
      payload: {
        asset_id: ids.digger,
        description: 'Hydraulic oil and filters',
        maintenance_group_interval_id: hydraulics?.maintenance_group_interval_id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const closed = await t.call(admin, {
      method: 'PATCH',
      url: `/api/work-orders/${created.json<{ work_order_id: number }>().work_order_id}`,
      payload: { work_order_status_id: WORK_ORDER_STATUS.closed },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Judged again off the request, through the event bus: waited for, not slept on.
    const tile = () => get<DashboardServiceDue>(admin, '/api/dashboard/service-due');
    await expect.poll(async () => (await tile()).overdue).toBe(0);
    expect((await tile()).assets.map((asset) => asset.asset_id)).toEqual([ids.truck]);

    const members = await t.call(admin, {
      method: 'PUT',
      url: `/api/maintenance-groups/${group?.maintenance_group_id}/assets`,
      payload: { asset_ids: [ids.digger, ids.fresh] },
    });
    expect(members.statusCode, members.body).toBe(200);
    await expect.poll(async () => (await tile()).due_soon).toBe(0);
    // The minute's sweep finds the same.
    await sweepServiceDue(t.deps, Date.now());
    expect(await tile()).toEqual({ overdue: 0, due_soon: 0, assets: [] });
  });

  it('lists trackers silent for a day, never-reported first, then silent longest', async () => {
    const silent = await get<DashboardNotReporting>(admin, '/api/dashboard/not-reporting');
    expect(silent).toMatchObject({ count: 3, never_reported: 1, threshold_hours: 24 });
    expect(silent.assets.map((a) => a.asset_id)).toEqual([ids.silent, ids.digger, ids.truck]);
    expect(silent.assets[1]?.last_fix_time).toBe(new Date(at('09:20')).toISOString());
  });

  it('never counts another company’s assets or usage', async () => {
    const theirs = await get<DashboardUtilization>(other, '/api/dashboard/utilization?days=7');
    expect(theirs.overall).toMatchObject({ assets: 1, engine_hours: 0.67 });
    expect(theirs.by_class.map((c) => c.id)).toEqual([classT]);
    const statuses = await get<DashboardStatuses>(other, '/api/dashboard/statuses');
    expect(statuses.total).toBe(1);
  });

  it('refuses bad windows with a sentence', async () => {
    for (const url of ['/api/dashboard/utilization?days=5', '/api/dashboard/idle?days=abc']) {
      const response = await t.call(admin, { method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('days must be 7 or 30');
    }
  });

  it('is closed (403) when the white-label hides it or the flag disables it', async () => {
    const urls = [
      'statuses',
      'utilization',
      'rental-classes',
      'idle',
      'service-due',
      'not-reporting',
    ];
    await setCompanyFlag(t.deps.db, companyId, 'dashboard-disable', true);
    for (const url of urls) {
      const response = await t.call(readOnly, { method: 'GET', url: `/api/dashboard/${url}` });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(DASHBOARD_MESSAGES.disabled);
    }
    await setCompanyFlag(t.deps.db, companyId, 'dashboard-disable', false);
    await t.deps.db
      .update(companies)
      .set({ showDashboard: false })
      .where(eq(companies.companyId, companyId));
    const hidden = await t.call(admin, { method: 'GET', url: '/api/dashboard/statuses' });
    expect(hidden.statusCode).toBe(403);
    await t.deps.db
      .update(companies)
      .set({ showDashboard: true })
      .where(eq(companies.companyId, companyId));
    expect(
      (await t.call(admin, { method: 'GET', url: '/api/dashboard/statuses' })).statusCode,
    ).toBe(200);
  });

  it('derives the display status in SQL exactly as domain trackerDisplayStatus does', async () => {
    const grid = await makeCompanyWithAdmin(t.deps.db);
    const gridCompany = grid.company.companyId;
    const facts: Array<Partial<StoredStatus>> = [];
    for (const location_source of [null, 1, 2])
      for (const out_of_lock_timestamp of [null, '', '  ', '2026-01-01T00:00:00.000Z'])
        for (const is_being_hauled of [false, true])
          for (const engine_active of [false, true])
            for (const start_idle_timestamp of [null, ' ', '2026-01-01T00:00:00.000Z'])
              for (const speed of [null, 0, 4.5])
                facts.push({
                  location_source,
                  out_of_lock_timestamp,
                  is_being_hauled,
                  engine_active,
                  start_idle_timestamp,
                  speed,
                });
    const variants = facts.flatMap((fact) =>
      [ASSET_TYPE.vehicle, ASSET_TYPE.equipment].flatMap((assetTypeId) =>
        [false, true].map((isBleNode) => ({ fact, assetTypeId, isBleNode })),
      ),
    );
    const trackers = await insertTrackers(
      t.deps.db,
      variants.map((_, i) => ({
        companyId: gridCompany,
        deviceSerial: `GRID-${gridCompany}-${i}`,
      })),
    );
    const rows = await insertAssets(
      t.deps.db,
      variants.map((variant, i) => ({
        companyId: gridCompany,
        assetTypeId: variant.assetTypeId,
        assetKind: 'vehicle',
        customName: `Grid ${i}`,
        isBleNode: variant.isBleNode,
        trackerId: trackers[i]?.trackerId ?? null,
      })),
    );
    // The last asset keeps no status row: it reads as an empty status.
    await t.deps.db.insert(assetStatuses).values(
      rows.slice(0, -1).map((row, i) => ({
        assetId: row.assetId,
        companyId: gridCompany,
        status: { ...emptyStoredStatus(row.assetId), ...variants[i]?.fact },
      })),
    );
    const expected = new Map(
      rows.map((row, i) => {
        const variant = variants[i];
        const status = {
          ...emptyStoredStatus(row.assetId),
          ...(i < rows.length - 1 ? variant?.fact : {}),
        };
        const asset = { asset_type_id: row.assetTypeId, is_ble_node: row.isBleNode };
        return [row.assetId, trackerDisplayStatus(asset, status)];
      }),
    );
    const derived = await findDisplayStatuses(t.deps.db, gridCompany);
    expect(derived).toHaveLength(variants.length);
    for (const row of derived)
      expect([row.asset_id, row.status]).toEqual([row.asset_id, expected.get(row.asset_id)]);
    expect(new Set(expected.values()).size).toBe(8); // every display status was exercised
  });
});
