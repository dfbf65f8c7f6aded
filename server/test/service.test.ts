import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_GROUP_MESSAGES, WORK_ORDER_MESSAGES } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import {
  assetServiceRecords,
  assetStatuses,
  maintenanceGroupIntervals,
  maintenanceGroups,
  serviceRequests,
  workOrderTaskItems,
  workOrderUserAssignments,
  workOrders,
} from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-24T18:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe.skipIf(isPostgresUnavailable())('work orders, service groups and upcoming service', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let owner: string;
  let plainUser: string;
  let readOnly: string;
  let otherAdmin: string;
  type IdName =
    | 'admin'
    | 'brakes'
    | 'digger'
    | 'fresh'
    | 'general'
    | 'group'
    | 'manager'
    | 'oil'
    | 'order'
    | 'otherAsset'
    | 'otherGroup'
    | 'otherInterval'
    | 'otherOrder'
    | 'otherUser'
    | 'spare'
    | 'spareGroup'
    | 'truck';
  const ids = {} as Record<IdName, number>;

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, tk = admin) =>
    t.call(tk, { method, url, ...(payload ? { payload } : {}) });
  const counts = async () => {
    const db = t.deps.db;
    return [
      (await db.select().from(workOrders)).length,
      (await db.select().from(workOrderTaskItems)).length,
      (await db.select().from(workOrderUserAssignments)).length,
      (await db.select().from(maintenanceGroups)).length,
      (await db.select().from(maintenanceGroupIntervals)).length,
      (await db.select().from(assetServiceRecords)).length,
    ].join(',');
  };
  const newGroup = async (name: string, intervals: object[], tk = admin) =>
    call('POST', '/api/maintenance-groups', { name, intervals }, tk);

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.now = () => NOW;
    const db = t.deps.db;
    const { company, admin: adminUser } = await makeCompanyWithAdmin(db);
    const cid = company.companyId;
    const managerUser = await makeUser(db, cid, { securityLevelId: 2, firstName: 'Morgan' });
    const salesUser = await makeUser(db, cid, { securityLevelId: 4 });
    const readOnlyUser = await makeUser(db, cid, { securityLevelId: 1, readOnly: true });
    // An owner who is a plain user (security level 5) still sees service (spec 1 §6).
    const ownerCompany = await makeCompanyWithAdmin(db);
    const ownerUser = await makeUser(db, ownerCompany.company.companyId, { securityLevelId: 5 });
    const { updateCompany } = await import('../src/modules/companies/companies.repo');
    await updateCompany(db, ownerCompany.company.companyId, { ownerUserId: ownerUser.userId });
    ids.admin = adminUser.userId;
    ids.manager = managerUser.userId;
    // Every asset was added 1,000 days ago, so "as new" baselines are far back.
    const createdAt = new Date(NOW - 1000 * DAY);
    for (const name of ['truck', 'digger', 'spare', 'fresh'] as const) {
      ids[name] = (await makeAsset(db, cid, { customName: `Unit ${name}`, createdAt })).assetId;
    }
    await db.insert(assetStatuses).values([
      { assetId: ids.truck, companyId: cid, status: { odometer: 12_000, hours: null } },
      { assetId: ids.digger, companyId: cid, status: { odometer: null, hours: 700 } },
    ]);
    const other = await makeCompanyWithAdmin(db);
    const ocid = other.company.companyId;
    ids.otherAsset = (await makeAsset(db, ocid, { customName: 'Secret Roller' })).assetId;
    ids.otherUser = other.admin.userId;

    admin = await t.login(adminUser.email);
    manager = await t.login(managerUser.email);
    plainUser = await t.login(salesUser.email);
    readOnly = await t.login(readOnlyUser.email);
    owner = await t.login(ownerUser.email);
    otherAdmin = await t.login(other.admin.email);

    const otherGroup = await newGroup(
      'Secret group',
      [{ name: 'Secret interval', time_days: 30 }],
      otherAdmin,
    );
    ids.otherGroup = otherGroup.json().maintenance_group_id;
    ids.otherInterval = otherGroup.json().intervals[0].maintenance_group_interval_id;
    const otherOrder = await call(
      'POST',
      '/api/work-orders',
      { asset_id: ids.otherAsset, description: 'Secret order' },
      otherAdmin,
    );
    ids.otherOrder = otherOrder.json().work_order_id;
  });
  afterAll(async () => t?.close());

  it('creates a service group with intervals and lists it', async () => {
    const response = await newGroup('Pickups 5,000 mi / 180 days', [
      { name: 'Oil change', time_days: 100, miles: 5000 },
      { name: 'Brakes', engine_hours: 250 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const group = response.json();
    expect(group).toMatchObject({
      name: 'Pickups 5,000 mi / 180 days',
      description: '',
      asset_ids: [],
      intervals: [
        { name: 'Oil change', time_days: 100, miles: 5000, engine_hours: null },
        { name: 'Brakes', time_days: null, miles: null, engine_hours: 250 },
      ],
    });
    ids.group = group.maintenance_group_id;
    ids.oil = group.intervals[0].maintenance_group_interval_id;
    ids.brakes = group.intervals[1].maintenance_group_interval_id;
    const list = (await call('GET', '/api/maintenance-groups')).json();
    expect(list.map((g: { name: string }) => g.name)).toEqual(['Pickups 5,000 mi / 180 days']);
    expect(
      (await call('GET', `/api/maintenance-groups/${ids.group}`, undefined, manager)).json(),
    ).toEqual(group);
  });

  it('refuses taken names with 409 and spec 2 §8’s sentence, writing nothing', async () => {
    const before = await counts();
    for (const response of [
      await newGroup('PICKUPS 5,000 mi / 180 days', [{ name: 'x', time_days: 1 }]),
      await newGroup('Twins', [
        { name: 'Same', time_days: 1 },
        { name: 'same', time_days: 2 },
      ]),
      await call('POST', `/api/maintenance-groups/${ids.group}/intervals`, {
        name: 'oil change',
        miles: 1,
      }),
      await call('PATCH', `/api/maintenance-groups/${ids.group}/intervals/${ids.brakes}`, {
        name: 'Oil Change',
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe(SERVICE_GROUP_MESSAGES.namesUnique);
    }
    expect(await counts()).toBe(before);
    const spare = await newGroup('Spare', [{ name: 'Yearly', time_days: 365 }]);
    expect(spare.statusCode).toBe(201);
    ids.spareGroup = spare.json().maintenance_group_id;
    const rename = await call('PATCH', `/api/maintenance-groups/${ids.spareGroup}`, {
      name: 'pickups 5,000 MI / 180 days',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses an interval measured no way, or a group without intervals, with a sentence', async () => {
    const before = await counts();
    const cases = [
      await call('POST', `/api/maintenance-groups/${ids.group}/intervals`, {
        name: 'Never',
        time_days: 0,
        miles: null,
      }),
      await call('PATCH', `/api/maintenance-groups/${ids.group}/intervals/${ids.brakes}`, {
        engine_hours: null,
      }),
      await newGroup('Empty', []),
      await call('POST', '/api/maintenance-groups', { name: '  ', intervals: [] }),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(/Service (Interval|Group)/);
    }
    expect(cases[0]?.json().error.message).toContain(SERVICE_GROUP_MESSAGES.intervalNeedsLimit);
    expect(cases[1]?.json().error.message).toBe(SERVICE_GROUP_MESSAGES.intervalNeedsLimit);
    expect(await counts()).toBe(before);
  });

  it('adds, edits and deletes intervals; renames and deletes groups', async () => {
    const added = await call('POST', `/api/maintenance-groups/${ids.spareGroup}/intervals`, {
      name: 'Quarterly',
      time_days: 90,
    });
    expect(added.statusCode).toBe(201);
    const intervalId = added.json().maintenance_group_interval_id;
    const edited = await call(
      'PATCH',
      `/api/maintenance-groups/${ids.spareGroup}/intervals/${intervalId}`,
      { miles: 3000 },
    );
    expect(edited.json()).toMatchObject({ name: 'Quarterly', time_days: 90, miles: 3000 });
    const gone = await call(
      'DELETE',
      `/api/maintenance-groups/${ids.spareGroup}/intervals/${intervalId}`,
    );
    expect(gone.statusCode).toBe(204);
    const renamed = await call('PATCH', `/api/maintenance-groups/${ids.spareGroup}`, {
      name: 'Spare fleet',
      description: 'Rarely used',
    });
    expect(renamed.json()).toMatchObject({ name: 'Spare fleet', description: 'Rarely used' });
    expect(renamed.json().intervals).toHaveLength(1);
    // An interval of another group of the company is not this group's.
    const wrong = await call(
      'DELETE',
      `/api/maintenance-groups/${ids.spareGroup}/intervals/${ids.oil}`,
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('assigns assets: listed ones join (leaving their group), others leave', async () => {
    const put = (groupId: number, assetIds: number[]) =>
      call('PUT', `/api/maintenance-groups/${groupId}/assets`, { asset_ids: assetIds });
    expect((await put(ids.spareGroup, [ids.truck, ids.spare])).json().asset_ids).toEqual([
      ids.truck,
      ids.spare,
    ]);
    const moved = await put(ids.group, [ids.truck, ids.digger, ids.fresh]);
    expect(moved.json().asset_ids).toEqual([ids.truck, ids.digger, ids.fresh]);
    const spare = (await call('GET', `/api/maintenance-groups/${ids.spareGroup}`)).json();
    expect(spare.asset_ids).toEqual([ids.spare]);
    // Another company's asset: 404, nothing moved.
    const refused = await put(ids.spareGroup, [ids.otherAsset]);
    expect(refused.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/maintenance-groups/${ids.spareGroup}`)).json().asset_ids,
    ).toEqual([ids.spare]);
  });

  it('computes upcoming service from the last record, else the asset as new', async () => {
    const cid = (await t.session(admin)).companyId;
    await t.deps.db.delete(assetServiceRecords);
    const insert = async (
      assetId: number,
      intervalId: number,
      daysAgo: number,
      odo: number | null,
    ) =>
      t.deps.db.insert(assetServiceRecords).values({
        companyId: cid,
        assetId,
        maintenanceGroupIntervalId: intervalId,
        performedAt: new Date(NOW - daysAgo * DAY),
        odometerMiles: odo,
        engineHours: null,
      });
    const upcoming = async (assetId: number) =>
      (await call('GET', `/api/assets/${assetId}/upcoming-services`)).json();
    const oilOf = async (assetId: number) =>
      (await upcoming(assetId)).intervals.find(
        (i: { maintenance_group_interval_id: number }) =>
          i.maintenance_group_interval_id === ids.oil,
      );

    // 89.9 days of 100, no odometer on the record: miles not counted.
    await insert(ids.fresh, ids.oil, 89.9, null);
    expect(await oilOf(ids.fresh)).toMatchObject({
      percentage_used: 89.9,
      status: 'not_due',
      status_label: 'Service Not Due',
    });
    await t.deps.db.delete(assetServiceRecords);
    await insert(ids.fresh, ids.oil, 90, null);
    expect(await oilOf(ids.fresh)).toMatchObject({ percentage_used: 90, status: 'upcoming' });
    await t.deps.db.delete(assetServiceRecords);
    await insert(ids.fresh, ids.oil, 100, null);
    expect(await oilOf(ids.fresh)).toMatchObject({ percentage_used: 100, status: 'required' });

    // The truck: serviced 10 days ago at 7,500 mi, now at 12,000: 4,500 of 5,000 miles (90%).
    await insert(ids.truck, ids.oil, 10, 7500);
    expect(await oilOf(ids.truck)).toMatchObject({
      percentage_used: 90,
      status: 'upcoming',
      days_since: 10,
      miles_since: 4500,
      last_service_date: iso(NOW - 10 * DAY),
    });
    // The digger has no record: counted from new, 700 of 250 hours and 1,000 of 100 days.
    const digger = await upcoming(ids.digger);
    expect(digger.maintenance_group).toEqual({
      maintenance_group_id: ids.group,
      name: 'Pickups 5,000 mi / 180 days',
    });
    expect(digger.intervals.map((i: { percentage_used: number }) => i.percentage_used)).toEqual([
      1000, 280,
    ]);
    expect(digger.due_soon_count).toBe(2);
    expect(digger.hours).toBe(700);
    // An asset in no group has nothing upcoming.
    const loose = await makeAsset(t.deps.db, cid);
    expect(await upcoming(loose.assetId)).toMatchObject({
      maintenance_group: null,
      intervals: [],
      due_soon_count: 0,
    });
  });

  it('creates, lists, edits and ticks work orders', async () => {
    const created = await call('POST', '/api/work-orders', {
      asset_id: ids.truck,
      description: '  Oil change due  ',
      due_date: iso(NOW + 3 * DAY),
      maintenance_group_interval_id: ids.oil,
      user_ids: [ids.admin, ids.manager],
      task_items: [{ description: 'Drain oil' }, { description: 'Replace filter' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      work_order_status_id: 1,
      work_order_type_id: 1,
      description: 'Oil change due',
      asset: { asset_id: ids.truck, custom_name: 'Unit truck' },
      due_date: iso(NOW + 3 * DAY),
      date_completed: null,
      maintenance_group_interval_id: ids.oil,
      maintenance_group_interval_name: 'Oil change',
      created_by: { user_id: ids.admin },
      work_order_files: [],
      work_order_task_list_items: [
        { description: 'Drain oil', done: false, position: 0 },
        { description: 'Replace filter', done: false, position: 1 },
      ],
    });
    expect(order.user_assignments).toHaveLength(2);
    ids.order = order.work_order_id;
    const general = await call('POST', '/api/work-orders', {
      asset_id: ids.digger,
      description: 'Cracked windshield',
    });
    ids.general = general.json().work_order_id;

    const card = (
      await call('GET', `/api/work-orders?work_order_type_id=1&asset_id=${ids.truck}`)
    ).json();
    expect(card).toMatchObject({ total: 1, page: 1, size: 20 });
    expect(card.work_orders[0].work_order_id).toBe(ids.order);
    const all = (await call('GET', '/api/work-orders?size=1&page=2')).json();
    expect(all).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(all.work_orders).toHaveLength(1);

    const [drain, filter] = order.work_order_task_list_items;
    const ticked = await call('PATCH', `/api/work-orders/${ids.order}`, {
      description: 'Oil change',
      user_ids: [ids.manager],
      task_items: [
        {
          work_order_task_item_id: filter.work_order_task_item_id,
          description: 'Replace filter',
          done: true,
        },
        {
          work_order_task_item_id: drain.work_order_task_item_id,
          description: 'Drain oil',
          done: true,
        },
        { description: 'Reset monitor' },
      ],
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({
      description: 'Oil change',
      user_assignments: [{ user: { user_id: ids.manager, first_name: 'Morgan' } }],
      work_order_task_list_items: [
        { work_order_task_item_id: filter.work_order_task_item_id, done: true, position: 0 },
        { work_order_task_item_id: drain.work_order_task_item_id, done: true, position: 1 },
        { description: 'Reset monitor', done: false, position: 2 },
      ],
    });
    expect((await call('GET', `/api/work-orders/${ids.order}`)).json()).toEqual(ticked.json());
  });

  it('closing an interval’s order writes a service record with the readings then; reopening takes it back', async () => {
    const cid = (await t.session(admin)).companyId;
    await t.deps.db.insert(serviceRequests).values({
      companyId: cid,
      assetId: ids.truck,
      requestingUserId: ids.admin,
      createdBy: ids.admin,
      description: 'Oil light on',
      workOrderId: ids.order,
    });
    const closed = await call('PATCH', `/api/work-orders/${ids.order}`, {
      work_order_status_id: 3,
    });
    expect(closed.json()).toMatchObject({ work_order_status_id: 3, date_completed: iso(NOW) });
    const records = (await call('GET', `/api/assets/${ids.truck}/service-records`)).json();
    expect(records[0]).toMatchObject({
      maintenance_group_interval_id: ids.oil,
      interval_name: 'Oil change',
      performed_at: iso(NOW),
      odometer_miles: 12_000,
      work_order_id: ids.order,
    });
    const [request] = await t.deps.db.select().from(serviceRequests);
    expect(request?.closedAt?.toISOString()).toBe(iso(NOW));
    const oil = (await call('GET', `/api/assets/${ids.truck}/upcoming-services`))
      .json()
      .intervals.find((i: { name: string }) => i.name === 'Oil change');
    expect(oil).toMatchObject({ percentage_used: 0, status: 'not_due', miles_since: 0 });
    // Closing again writes no second record.
    await call('PATCH', `/api/work-orders/${ids.order}`, { work_order_status_id: 3 });
    const recordsOf = async () =>
      (await call('GET', `/api/assets/${ids.truck}/service-records`)).json().length;
    expect(await recordsOf()).toBe(2);
    // A general order closes without a record.
    await call('PATCH', `/api/work-orders/${ids.general}`, { work_order_status_id: 3 });
    expect((await call('GET', `/api/assets/${ids.digger}/service-records`)).json()).toEqual([]);

    const reopened = await call('PATCH', `/api/work-orders/${ids.order}`, {
      work_order_status_id: 1,
    });
    expect(reopened.json()).toMatchObject({ work_order_status_id: 1, date_completed: null });
    expect(await recordsOf()).toBe(1);
    const [again] = await t.deps.db.select().from(serviceRequests);
    expect(again?.closedAt).toBeNull();
    const open = (await call('GET', '/api/work-orders?work_order_status_id=1')).json();
    expect(open.work_orders.map((o: { work_order_id: number }) => o.work_order_id)).toEqual([
      ids.order,
    ]);
  });

  it('refuses bad work-order input with a sentence, writing nothing', async () => {
    const before = await counts();
    const cases: [Method, string, object, number, string][] = [
      [
        'POST',
        '/api/work-orders',
        { asset_id: ids.truck, description: ' ' },
        400,
        WORK_ORDER_MESSAGES.descriptionRequired,
      ],
      [
        'POST',
        '/api/work-orders',
        { asset_id: ids.truck, description: 'x', user_ids: [ids.otherUser] },
        400,
        WORK_ORDER_MESSAGES.unknownUser,
      ],
      [
        'POST',
        '/api/work-orders',
        { asset_id: ids.spare, description: 'x', maintenance_group_interval_id: ids.oil },
        400,
        WORK_ORDER_MESSAGES.unknownInterval,
      ],
      [
        'POST',
        '/api/work-orders',
        { asset_id: ids.otherAsset, description: 'x' },
        404,
        'not found',
      ],
      [
        'PATCH',
        `/api/work-orders/${ids.order}`,
        { work_order_status_id: 2 },
        400,
        'work_order_status_id',
      ],
      [
        'PATCH',
        `/api/work-orders/${ids.order}`,
        { task_items: [{ work_order_task_item_id: 999_999, description: 'x' }] },
        400,
        WORK_ORDER_MESSAGES.unknownTask,
      ],
      [
        'PATCH',
        `/api/work-orders/${ids.order}`,
        { user_ids: [ids.otherUser], work_order_status_id: 3 },
        400,
        WORK_ORDER_MESSAGES.unknownUser,
      ],
      ['GET', '/api/work-orders?size=101', {}, 400, 'size'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const response = await call(method, url, method === 'GET' ? undefined : payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(status);
      expect(response.json().error.message.toLowerCase()).toContain(message.toLowerCase());
    }
    expect(await counts()).toBe(before);
  });

  it('lets the owner, admins and managers in; refuses others with 403 and a sentence', async () => {
    expect((await call('GET', '/api/work-orders', undefined, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/maintenance-groups', undefined, manager)).statusCode).toBe(200);
    for (const url of [
      '/api/work-orders',
      `/api/work-orders/${ids.order}`,
      '/api/maintenance-groups',
      `/api/assets/${ids.truck}/upcoming-services`,
      `/api/assets/${ids.truck}/service-records`,
    ]) {
      const response = await call('GET', url, undefined, plainUser);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.message).toBe(WORK_ORDER_MESSAGES.forbidden);
    }
    const before = await counts();
    const write = await call(
      'POST',
      '/api/work-orders',
      { asset_id: ids.truck, description: 'x' },
      plainUser,
    );
    expect(write.statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['POST', '/api/work-orders', { asset_id: ids.truck, description: 'x' }],
      ['PATCH', `/api/work-orders/${ids.order}`, { work_order_status_id: 3 }],
      ['POST', '/api/maintenance-groups', { name: 'RO', intervals: [{ name: 'a', time_days: 1 }] }],
      ['DELETE', `/api/maintenance-groups/${ids.group}`, undefined],
      ['PUT', `/api/maintenance-groups/${ids.group}/assets`, { asset_ids: [] }],
    ] as const) {
      const response = await call(method, url, payload, readOnly);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('READ_ONLY');
    }
    expect(await counts()).toBe(before);
  });

  it("answers another company's ids with 404 and never shows its data or counts", async () => {
    const before = await counts();
    for (const [method, url, payload] of [
      ['GET', `/api/work-orders/${ids.otherOrder}`, undefined],
      ['PATCH', `/api/work-orders/${ids.otherOrder}`, { work_order_status_id: 3 }],
      ['GET', `/api/maintenance-groups/${ids.otherGroup}`, undefined],
      ['PATCH', `/api/maintenance-groups/${ids.otherGroup}`, { name: 'Mine' }],
      ['DELETE', `/api/maintenance-groups/${ids.otherGroup}`, undefined],
      ['POST', `/api/maintenance-groups/${ids.otherGroup}/intervals`, { name: 'a', time_days: 1 }],
      [
        'PATCH',
        `/api/maintenance-groups/${ids.otherGroup}/intervals/${ids.otherInterval}`,
        { time_days: 2 },
      ],
      [
        'DELETE',
        `/api/maintenance-groups/${ids.otherGroup}/intervals/${ids.otherInterval}`,
        undefined,
      ],
      ['PUT', `/api/maintenance-groups/${ids.otherGroup}/assets`, { asset_ids: [] }],
      ['GET', `/api/assets/${ids.otherAsset}/upcoming-services`, undefined],
      ['GET', `/api/assets/${ids.otherAsset}/service-records`, undefined],
      ['GET', `/api/work-orders?asset_id=${ids.otherAsset}`, undefined],
    ] as const) {
      const response = await call(method, url, payload);
      if (url.startsWith('/api/work-orders?')) {
        expect(response.json()).toMatchObject({ total: 0, work_orders: [] });
      } else {
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(response.body).not.toMatch(/Secret/);
    }
    const lists = [
      (await call('GET', '/api/work-orders')).body,
      (await call('GET', '/api/maintenance-groups')).body,
    ];
    for (const body of lists) expect(body).not.toMatch(/Secret/);
    expect(await counts()).toBe(before);
    // The same name in another company is no conflict.
    expect((await newGroup('Secret group', [{ name: 'x', time_days: 1 }])).statusCode).toBe(201);
    const theirs = (
      await call('GET', `/api/maintenance-groups/${ids.otherGroup}`, undefined, otherAdmin)
    ).json();
    expect(theirs).toMatchObject({ name: 'Secret group', intervals: [{ time_days: 30 }] });
  });

  it('deletes a group: its records go, its assets leave it', async () => {
    const response = await call('DELETE', `/api/maintenance-groups/${ids.group}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/maintenance-groups/${ids.group}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/assets/${ids.truck}/service-records`)).json()).toEqual([]);
    expect((await call('GET', `/api/assets/${ids.truck}/upcoming-services`)).json()).toMatchObject({
      maintenance_group: null,
      intervals: [],
    });
    const order = (await call('GET', `/api/work-orders/${ids.order}`)).json();
    expect(order.maintenance_group_interval_id).toBeNull();
  });
});
