import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OFF_RENT_MESSAGES, RENTAL_STATUS } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset, makeRental, makeThirdPartyRental } from '../src/demo/asset-factories';
import { equipmentClasses, locations, rentals, vendorEntities } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('third-party rentals and vendors', () => {
  let t: TestApp;
  let companyId: number;
  let otherCompanyId: number;
  let admin: string;
  let readOnly: string;
  let other: string;
  let vendorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const { company, admin: a } = await makeCompanyWithAdmin(db);
    companyId = company.companyId;
    const ro = await makeUser(db, companyId, { securityLevelId: 1, readOnly: true });
    const { company: oc, admin: oa } = await makeCompanyWithAdmin(db);
    otherCompanyId = oc.companyId;
    [admin, readOnly, other] = await Promise.all([
      t.login(a.email),
      t.login(ro.email),
      t.login(oa.email),
    ]);
    const inserted = await db
      .insert(vendorEntities)
      .values([
        { companyId, name: 'Zeta Lifts' },
        { companyId, name: 'Acme Rentals' },
        { companyId, name: 'A customer', isVendor: false, isCustomer: true },
        { companyId: otherCompanyId, name: 'Their vendor' },
      ])
      .returning();
    vendorId = inserted[1]?.entityId ?? 0;
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  let sites = 0;
  /** A machine rented in, on rent from start to end, with the rental that mirrors it. */
  async function rentedIn(start: string, end: string | null, company = companyId) {
    const db = t.deps.db;
    // One 'Boom lift' class a company (class names are unique in a company, migration 0013).
    await db
      .insert(equipmentClasses)
      .values({ companyId: company, name: 'Boom lift' })
      .onConflictDoNothing();
    const [cls] = await db
      .select()
      .from(equipmentClasses)
      .where(and(eq(equipmentClasses.companyId, company), eq(equipmentClasses.name, 'Boom lift')));
    const [site] = await db
      .insert(locations)
      .values({ companyId: company, nickname: `North jobsite ${++sites}` })
      .returning();
    const tp = await makeThirdPartyRental(db, company, {
      customName: 'Rented boom',
      equipmentClassId: cls?.equipmentClassId,
      locationId: site?.locationId,
      startDate: new Date(start),
      endDate: end === null ? null : new Date(end),
    });
    const asset = await makeAsset(db, company);
    const mirror = await makeRental(db, company, asset.assetId, {
      vendorType: 'tp',
      thirdPartyRentalId: tp.thirdPartyRentalId,
      startDate: new Date(start),
      endDate: end === null ? null : new Date(end),
    });
    return { tp, mirror };
  }
  const offRent = (id: number, endDate: string, token = admin) =>
    t.call(token, {
      method: 'PATCH',
      url: `/api/third-party/rental/${id}`,
      payload: { rental_status_id: 6, end_date: endDate },
    });

  it('lists and reads the company’s third-party rentals with machine, class and location', async () => {
    const { tp } = await rentedIn('2026-01-01T15:00:00Z', '2026-01-05T05:00:00Z');
    await rentedIn('2026-01-01T15:00:00Z', null, otherCompanyId);
    const list = await t.call(admin, { method: 'GET', url: '/api/third-party/rentals' });
    expect(list.statusCode).toBe(200);
    const mine = list.json<Array<{ third_party_rental_id: number }>>();
    const one = await t.call(admin, {
      method: 'GET',
      url: `/api/third-party/rental/${tp.thirdPartyRentalId}`,
    });
    expect(one.json()).toMatchObject({
      third_party_rental_id: tp.thirdPartyRentalId,
      third_party_asset: {
        custom_name: 'Rented boom',
        equipment_class: { name: 'Boom lift' },
        location: { nickname: expect.stringMatching(/^North jobsite/) },
      },
      rental_status_id: 5,
      start_date: '2026-01-01T15:00:00.000Z',
      end_date: '2026-01-05T05:00:00.000Z',
    });
    expect(mine.find((r) => r.third_party_rental_id === tp.thirdPartyRentalId)).toBeDefined();
    const theirs = await t.call(other, { method: 'GET', url: '/api/third-party/rentals' });
    expect(
      theirs
        .json<Array<{ third_party_rental_id: number }>>()
        .some((r) => r.third_party_rental_id === tp.thirdPartyRentalId),
    ).toBe(false);
    expect(
      (
        await t.call(other, {
          method: 'GET',
          url: `/api/third-party/rental/${tp.thirdPartyRentalId}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("holds the end date to the day after the period ended through today, in the company's zone", async () => {
    // Period ended 23:00 Jan 4 Chicago; now 23:30 Jan 7 Chicago (Jan 8 in UTC).
    const { tp, mirror } = await rentedIn('2026-01-01T15:00:00Z', '2026-01-05T05:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-08T05:30:00Z') });
    for (const date of ['2026-01-04', '2026-01-08']) {
      const response = await offRent(tp.thirdPartyRentalId, date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().error.message).toBe(
        `Third-party rental ${tp.thirdPartyRentalId}: the end date must be from 2026-01-05 to 2026-01-07.`,
      );
    }
    expect((await offRent(tp.thirdPartyRentalId, '2026-01-05', readOnly)).statusCode).toBe(403);
    expect((await offRent(tp.thirdPartyRentalId, '2026-01-05', other)).statusCode).toBe(404);
    const response = await offRent(tp.thirdPartyRentalId, '2026-01-05');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      rental_status_id: 6,
      end_date: '2026-01-05T06:00:00.000Z',
    });
    const [row] = await t.deps.db
      .select()
      .from(rentals)
      .where(eq(rentals.rentalId, mirror.rentalId));
    expect(row?.rentalStatusId).toBe(RENTAL_STATUS.offRent);
    expect((await offRent(tp.thirdPartyRentalId, '2026-01-06')).statusCode).toBe(409);
  });

  it('allows the day after the start through today while the period has not ended', async () => {
    const { tp } = await rentedIn('2026-01-01T15:00:00Z', '2026-03-01T15:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-08T05:30:00Z') });
    expect((await offRent(tp.thirdPartyRentalId, '2026-01-01')).statusCode).toBe(400);
    expect((await offRent(tp.thirdPartyRentalId, '2026-01-02')).statusCode).toBe(200);
  });

  it('lists the company’s vendors as a data list', async () => {
    const response = await t.call(admin, { method: 'GET', url: '/api/purchases/entities/' });
    expect(response.statusCode).toBe(200);
    const names = (response.json().data as Array<{ name: string }>).map((v) => v.name);
    expect(names).toContain('Acme Rentals');
    expect(names).not.toContain('A customer');
    expect(names).not.toContain('Their vendor');
    expect(
      response.json().data.find((v: { entity_id: number }) => v.entity_id === vendorId),
    ).toEqual({
      entity_id: vendorId,
      name: 'Acme Rentals',
      is_vendor: true,
      is_customer: false,
      entity_type_id: 2,
    });
    expect(OFF_RENT_MESSAGES.vendorsFailed).toBe(
      'There was a problem fetching the Third Party Vendors.',
    );
  });
});
