import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_STATUS, RENTAL_TYPE } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import { equipmentMakes, locations, orders, positions, rentals } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.skipIf(isPostgresUnavailable())('rentals lists, utilization and billing cycle', () => {
  let t: TestApp;
  let companyId: number;
  let otherCompanyId: number;
  let admin: string;
  let other: string;
  const ids = { onRent: 0, offRent: 0, reserved: 0, bulk: 0, foreign: 0, lift: 0, truck: 0 };
  const db = () => t.deps.db;

  beforeAll(async () => {
    t = await createTestApp();
    const { company, admin: a } = await makeCompanyWithAdmin(db());
    companyId = company.companyId;
    const { company: oc, admin: oa } = await makeCompanyWithAdmin(db());
    otherCompanyId = oc.companyId;
    [admin, other] = await Promise.all([t.login(a.email), t.login(oa.email)]);

    const [make] = await db()
      .insert(equipmentMakes)
      .values({ companyId, name: 'Lift Co' })
      .returning();
    const [site] = await db()
      .insert(locations)
      .values({ companyId, nickname: 'North jobsite', jobsite: true })
      .returning();
    const [order] = await db()
      .insert(orders)
      .values({ companyId, userId: a.userId, purchaseOrder: 'PO-7' })
      .returning();
    const lift = await makeAsset(db(), companyId, {
      customName: 'Lift 1',
      equipmentMakeId: make?.equipmentMakeId,
      model: 'L-40',
    });
    const onRent = await makeRental(db(), companyId, lift.assetId, {
      orderId: order?.orderId,
      locationId: site?.locationId,
      startDate: new Date(Date.now() - 3 * DAY + HOUR),
      pricePerDay: 100,
      pricePerWeek: 400,
      pricePerMonth: 1200,
    });
    ids.onRent = onRent.rentalId;
    ids.lift = lift.assetId;
    const truck = await makeAsset(db(), companyId, { customName: 'Truck 2' });
    ids.truck = truck.assetId;
    ids.offRent = (
      await makeRental(db(), companyId, truck.assetId, {
        rentalStatusId: RENTAL_STATUS.offRent,
        startDate: new Date(Date.now() - 20 * DAY),
        endDate: new Date(Date.now() - 10 * DAY),
      })
    ).rentalId;
    ids.reserved = (
      await makeRental(db(), companyId, truck.assetId, {
        rentalStatusId: RENTAL_STATUS.scheduled,
        startDate: new Date(Date.now() + 5 * DAY),
      })
    ).rentalId;
    const [bulk] = await db()
      .insert(rentals)
      .values({
        companyId,
        rentalTypeId: RENTAL_TYPE.bulk,
        rentalStatusId: RENTAL_STATUS.pending,
        startDate: new Date(Date.now() + DAY),
        quantity: 4,
        partAssignments: [
          {
            quantity: 4,
            part_information: {
              provider_name: 'Fleet Rentals',
              part_class_description: 'Cone',
              part_number: 'C-1',
            },
          },
        ],
      })
      .returning();
    ids.bulk = bulk?.rentalId ?? 0;
    const foreign = await makeAsset(db(), otherCompanyId, { customName: 'Secret' });
    ids.foreign = (await makeRental(db(), otherCompanyId, foreign.assetId)).rentalId;

    // Engine on for 2 h yesterday on the lift (fixes every 10 minutes), then off.
    const from = Date.now() - 30 * HOUR;
    await db()
      .insert(positions)
      .values(
        Array.from({ length: 14 }, (_, i) => ({
          companyId,
          trackerId: 900_000 + lift.assetId,
          assetId: lift.assetId,
          fixTime: new Date(from + i * 10 * 60_000),
          receivedAt: new Date(from + i * 10 * 60_000),
          latitude: 38.95,
          longitude: -92.33,
          valid: true,
          ignition: i < 12,
        })),
      );
  });
  afterAll(() => t.close());

  const list = (query = '', token = admin, headers: Record<string, string> = {}) =>
    t.call(token, { method: 'GET', url: `/api/companies/${companyId}/rentals${query}`, headers });
  const rentalIds = (body: Array<{ rental_id: number }>) => body.map((r) => r.rental_id).sort();

  it('lists the company’s rentals newest first with asset, jobsite and contact', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(rentalIds(body)).toEqual([ids.onRent, ids.offRent, ids.reserved, ids.bulk].sort());
    const starts = body.map((r: { start_date: string }) => r.start_date);
    expect([...starts].sort().reverse()).toEqual(starts);
    const lift = body.find((r: { rental_id: number }) => r.rental_id === ids.onRent);
    expect(lift).toMatchObject({
      asset: { asset_id: ids.lift, custom_name: 'Lift 1', make: 'Lift Co', model: 'L-40' },
      jobsite: { nickname: 'North jobsite' },
      order_contact: { first_name: expect.any(String) },
      order: { purchase_order: 'PO-7' },
      rental_status: { rental_status_id: 5, name: 'On-rent' },
      price_per_week: 400,
    });
  });

  it('filters by status lists, assigned assets, order and parts', async () => {
    expect(rentalIds((await list('?rental_status_id=4,2,3')).json())).toEqual(
      [ids.reserved, ids.bulk].sort(),
    );
    expect(rentalIds((await list('?rental_status_id=5&rental_status_id=6')).json())).toEqual(
      [ids.onRent, ids.offRent].sort(),
    );
    expect(rentalIds((await list('?has_assigned_assets=false')).json())).toEqual([ids.bulk]);
    expect((await list('?has_assigned_assets=true')).json()).toHaveLength(3);
    const { order_id } = (await list(`?rental_status_id=5`)).json()[0];
    expect(rentalIds((await list(`?order_id=${order_id}`)).json())).toEqual([ids.onRent]);
    expect(rentalIds((await list('?parts_information=true')).json())).toEqual([ids.bulk]);
    expect((await list('?parts_information=false')).json()).toHaveLength(3);
  });

  it('pages by limit and offset without overlap', async () => {
    const first = rentalIds((await list('?limit=2')).json());
    const second = rentalIds((await list('?limit=2&offset=2')).json());
    expect(first).toHaveLength(2);
    expect([...first, ...second].sort()).toEqual(
      [ids.onRent, ids.offRent, ids.reserved, ids.bulk].sort(),
    );
  });

  it('answers X-Fields with only the fields named, and 400 for unknown names', async () => {
    const response = await list('?rental_status_id=5', admin, {
      'x-fields': 'rental_id,asset{custom_name}',
    });
    expect(response.json()).toEqual([{ rental_id: ids.onRent, asset: { custom_name: 'Lift 1' } }]);
    const bad = await list('', admin, { 'x-fields': 'rental_id,nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad filters with a sentence', async () => {
    for (const query of [
      '?rental_status_id=12',
      '?rental_status_id=x',
      '?limit=0',
      '?limit=5000',
      '?has_assigned_assets=yes',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toMatch(/\w+ \w+/);
    }
  });

  it('never shows another company’s rentals, nor counts them', async () => {
    const response = await t.call(other, {
      method: 'GET',
      url: `/api/companies/${companyId}/rentals`,
    });
    expect(response.statusCode).toBe(404);
    const own = (
      await t.call(other, { method: 'GET', url: `/api/companies/${otherCompanyId}/rentals` })
    ).json();
    expect(rentalIds(own)).toEqual([ids.foreign]);
    expect(JSON.stringify((await list()).json())).not.toContain('Secret');
    for (const url of [
      `/api/rentals/${ids.foreign}`,
      `/api/billing-service/rental-billing-cycle/${ids.foreign}`,
      `/api/companies/${otherCompanyId}/rental-utilization?start_date=2026-01-01&end_date=2026-01-31`,
    ]) {
      expect((await t.call(admin, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('GET /rentals/{id} answers the list shape, 401 without a token, 404 when missing', async () => {
    const response = await t.call(admin, { method: 'GET', url: `/api/rentals/${ids.onRent}` });
    expect(response.json()).toMatchObject({
      rental_id: ids.onRent,
      asset: { custom_name: 'Lift 1' },
      jobsite: { nickname: 'North jobsite' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/rentals/${ids.onRent}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.call(admin, { method: 'GET', url: '/api/rentals/99999999' })).statusCode).toBe(
      404,
    );
  });

  it('gives the 28-day billing cycle around today, or the start before it starts', async () => {
    const cycle = (id: number) =>
      t.call(admin, { method: 'GET', url: `/api/billing-service/rental-billing-cycle/${id}` });
    const current = (await cycle(ids.onRent)).json();
    expect(current.previousCycleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(current.nextCycleDate) - Date.parse(current.previousCycleDate)) / DAY).toBe(
      28,
    );
    expect((await cycle(ids.reserved)).json().previousCycleDate).toBeNull();
  });

  it('measures days on rent and engine hours in the window, flagging low use', async () => {
    const day = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(ms));
    const response = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${companyId}/rental-utilization?start_date=${day(Date.now() - 40 * DAY)}&end_date=${day(Date.now())}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.truncated).toBe(false);
    const byId = new Map(body.rentals.map((r: { rental_id: number }) => [r.rental_id, r]));
    // Reservations and pending rentals were never out: they are not listed.
    expect([...byId.keys()].sort()).toEqual([ids.onRent, ids.offRent].sort());
    expect(byId.get(ids.onRent)).toMatchObject({
      days_on_rent: 3,
      engine_hours: 2,
      // 2 h in 3 days is under 20% of 8 h a day (4.8 h).
      low_use: true,
      custom_name: 'Lift 1',
    });
    expect(byId.get(ids.offRent)).toMatchObject({
      days_on_rent: 10,
      engine_hours: 0,
      low_use: true,
    });

    // A window that starts yesterday cuts the days and keeps the hours inside it only.
    const narrow = (
      await t.call(admin, {
        method: 'GET',
        url: `/api/companies/${companyId}/rental-utilization?start_date=${day(Date.now())}&end_date=${day(Date.now())}`,
      })
    ).json();
    const today = narrow.rentals.find((r: { rental_id: number }) => r.rental_id === ids.onRent);
    expect(today.days_on_rent).toBe(1);
    expect(today.engine_hours).toBeLessThanOrEqual(2);
  });

  it('bounds the utilization window to 366 days', async () => {
    const call = (q: string) =>
      t.call(admin, { method: 'GET', url: `/api/companies/${companyId}/rental-utilization${q}` });
    expect((await call('?start_date=2025-01-01&end_date=2026-01-01')).statusCode).toBe(200);
    const tooLong = await call('?start_date=2025-01-01&end_date=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('366');
    expect((await call('?start_date=2026-02-01&end_date=2026-01-01')).statusCode).toBe(400);
    expect((await call('?start_date=2026-01-01')).statusCode).toBe(400);
  });
});
