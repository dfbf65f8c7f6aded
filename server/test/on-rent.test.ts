import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_STATUS, JOBSITE_MESSAGES, ON_RENT_MESSAGES, RENTAL_STATUS } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import { makeJob, makeLocation, makeOrder } from '../src/demo/jobsite-factories';
import { companyPreferences, orders, rentals } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const DAY = 86_400_000;
/** 23:00 on Nov 23 in Chicago, already Nov 24 in UTC: the company's calendar must decide. */
const NOW = Date.parse('2026-11-24T05:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

interface Issue {
  path: string[];
  message: string;
}

describe.skipIf(isPostgresUnavailable())('on-rent and edit rental', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let readOnlyToken: string;
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, tk = token) =>
    t.call(tk, { method, url, ...(payload ? { payload } : {}) });
  const issuesOf = (body: { error: { details?: { issues?: Issue[] } } }) =>
    (body.error.details?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
  const onRentBody = (overrides: Record<string, unknown> = {}) => ({
    user_id: ids.contact,
    asset_id: ids.asset,
    start_date: iso(NOW),
    end_date: iso(NOW + DAY),
    job_id: null,
    location_id: ids.location,
    daily_rate: 100.5,
    weekly_rate: 500,
    monthly_rate: null,
    ...overrides,
  });
  const rentalCount = async () => (await t.deps.db.select().from(rentals)).length;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.now = () => NOW;
    const db = t.deps.db;
    const { company, admin } = await makeCompanyWithAdmin(db);
    const cid = company.companyId;
    ids.company = cid;
    ids.contact = (await makeUser(db, cid, { canRent: true, firstName: 'Rita' })).userId;
    ids.noRent = (await makeUser(db, cid, { canRent: false })).userId;
    const readOnly = await makeUser(db, cid, { readOnly: true, securityLevelId: 1 });
    for (const name of ['asset', 'asset2', 'asset3', 'race', 'race2', 'edit', 'edit2']) {
      ids[name] = (await makeAsset(db, cid, { customName: `Unit ${name}` })).assetId;
    }
    ids.hardDown = (
      await makeAsset(db, cid, { inventoryStatusId: INVENTORY_STATUS.hardDown })
    ).assetId;
    ids.equipment = (await makeAsset(db, cid, { assetTypeId: 2, assetKind: 'equipment' })).assetId;
    await db
      .insert(companyPreferences)
      .values({ companyId: cid, allowInternalRentalsEquipment: false });
    ids.location = (await makeLocation(db, cid, { nickname: 'North Yard' })).locationId;
    ids.job = (await makeJob(db, cid, { name: 'Bridge', customId: 'J-1' })).jobId;
    ids.phase = (await makeJob(db, cid, { name: 'Footings', parentJobId: ids.job })).jobId;

    const other = await makeCompanyWithAdmin(db);
    const ocid = other.company.companyId;
    ids.otherCompany = ocid;
    ids.otherAsset = (await makeAsset(db, ocid)).assetId;
    ids.otherUser = (await makeUser(db, ocid, { canRent: true })).userId;
    ids.otherLocation = (await makeLocation(db, ocid)).locationId;
    ids.otherJob = (await makeJob(db, ocid)).jobId;
    ids.otherOrder = (await makeOrder(db, ocid, { jobId: ids.otherJob })).orderId;
    ids.otherRental = (await makeRental(db, ocid, ids.otherAsset, { vendorType: 'o' })).rentalId;

    token = await t.login(admin.email);
    otherToken = await t.login(other.admin.email);
    readOnlyToken = await t.login(readOnly.email);
  });
  afterAll(async () => t?.close());

  it('puts an asset on rent: an order with the contact and job, an internal rental on rent', async () => {
    const response = await call('POST', '/api/fleet/inventory/on-rent', {
      ...onRentBody(),
      job_id: ids.phase,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rental_id, order_id } = response.json();
    const rental = (await call('GET', `/api/rsp/rentals/${rental_id}`)).json();
    expect(rental).toMatchObject({
      equipment_id: ids.asset,
      order_id,
      rental_type_id: 4,
      vendor_type: 'o',
      rental_status: { rental_status_id: RENTAL_STATUS.onRent, name: 'On-rent' },
      start_date: iso(NOW),
      end_date: iso(NOW + DAY),
      price_per_day: 100.5,
      price_per_week: 500,
      price_per_month: null,
      current_location: { location_id: ids.location },
      order: { order_id, user_id: ids.contact, job: { job_id: ids.phase, name: 'Footings' } },
    });
    const order = (await call('GET', `/api/rsp/orders/${order_id}`)).json();
    expect(order).toEqual({
      order_id,
      user_id: ids.contact,
      job_id: ids.phase,
      purchase_order: null,
      job: { job_id: ids.phase, name: 'Footings', parent_job_id: ids.job },
    });
  });

  it('schedules a rental whose start is still to come (status 4)', async () => {
    const response = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({
        asset_id: ids.asset2,
        start_date: iso(NOW + DAY),
        end_date: iso(NOW + 3 * DAY),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rental = (await call('GET', `/api/rsp/rentals/${response.json().rental_id}`)).json();
    expect(rental.rental_status).toEqual({ rental_status_id: 4, name: 'Scheduled/Reserved' });
  });

  it('counts the 3 days ahead from today in the company’s time zone, not UTC', async () => {
    // Today in Chicago is Nov 23, so Nov 26 (Chicago) is the last day a rental may start.
    const lastMinute = Date.parse('2026-11-27T05:59:00Z'); // Nov 26, 23:59 in Chicago
    const firstTooFar = Date.parse('2026-11-27T06:00:00Z'); // Nov 27, 00:00 in Chicago
    const ok = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({
        asset_id: ids.asset3,
        start_date: iso(lastMinute),
        end_date: iso(lastMinute + DAY),
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const tooFar = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({
        asset_id: ids.asset3,
        start_date: iso(firstTooFar),
        end_date: iso(firstTooFar + DAY),
      }),
    );
    expect(tooFar.statusCode).toBe(400);
    expect(issuesOf(tooFar.json())).toEqual([`start_date: ${ON_RENT_MESSAGES.startTooFar}`]);
  });

  it('refuses dates, contacts, jobsites and rates the form’s rules refuse, with its sentences', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ end_date: iso(NOW - 60_000) }, [`end_date: ${ON_RENT_MESSAGES.endInPast}`]],
      // Still Nov 23 in Chicago: not a day from now.
      [
        { start_date: iso(NOW - 5 * DAY), end_date: iso(NOW + 30 * 60_000) },
        [`end_date: ${ON_RENT_MESSAGES.endInPast}`],
      ],
      [
        { start_date: iso(NOW + 2 * DAY), end_date: iso(NOW + 2.5 * DAY) },
        [`end_date: ${ON_RENT_MESSAGES.endBeforeStart}`],
      ],
      [{ user_id: ids.noRent }, ['user_id: That user is not allowed to rent.']],
      [{ user_id: ids.otherUser }, [`user_id: ${ON_RENT_MESSAGES.contactRequired}`]],
      [{ location_id: ids.otherLocation }, [`location_id: ${ON_RENT_MESSAGES.jobsiteRequired}`]],
      [{ job_id: ids.otherJob }, ['job_id: That job does not exist.']],
    ];
    const before = await rentalCount();
    for (const [overrides, expected] of cases) {
      const response = await call('POST', '/api/fleet/inventory/on-rent', onRentBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(issuesOf(response.json())).toEqual(expected);
    }
    for (const bad of [{ daily_rate: -1 }, { weekly_rate: 1.234 }, { start_date: 'tomorrow' }]) {
      const response = await call('POST', '/api/fleet/inventory/on-rent', onRentBody(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await rentalCount()).toBe(before);
  });

  it('refuses assets that are not on-rentable, not allowed, or another company’s', async () => {
    const hardDown = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({ asset_id: ids.hardDown }),
    );
    expect(hardDown.statusCode).toBe(409);
    expect(hardDown.json().error.message).toMatch(/is Hard Down and cannot be put on rent/);
    const equipment = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({ asset_id: ids.equipment }),
    );
    expect(equipment.statusCode).toBe(403);
    expect(equipment.json().error.message).toBe(
      "Internal rental of vehicle or equipment assets is disabled by your company's preferences.",
    );
    const foreign = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({ asset_id: ids.otherAsset }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(String(ids.otherRental));
  });

  it('of concurrent on-rents of one asset exactly one succeeds; the others name its rental', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/fleet/inventory/on-rent', onRentBody({ asset_id: ids.race })),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    const winner = won[0]?.json().rental_id as number;
    for (const answer of lost) {
      expect(answer.json().error.message).toBe(
        `Unit race is already on rental ${winner} (On-rent) from 2026-11-23 to 2026-11-24.`,
      );
    }
    const live = await t.deps.db.select().from(rentals);
    expect(live.filter((r) => r.assetId === ids.race)).toHaveLength(1);
    // The losers' orders were rolled back with their rentals.
    const orderIds = new Set(live.map((r) => r.orderId));
    const ownOrders = (await t.deps.db.select().from(orders)).filter(
      (o) => o.companyId === ids.company,
    );
    expect(ownOrders.every((o) => orderIds.has(o.orderId))).toBe(true);
  });

  it('edits a rental’s dates, jobsite and rates, then its order’s job and phase', async () => {
    const created = await call(
      'POST',
      '/api/fleet/inventory/on-rent',
      onRentBody({ asset_id: ids.edit }),
    );
    const { rental_id, order_id } = created.json();
    const location2 = (
      await makeLocation(t.deps.db, Number(ids.company), { nickname: 'South Pit' })
    ).locationId;
    const patched = await call('PATCH', `/api/rsp/rentals/${rental_id}`, {
      user_id: ids.contact,
      asset_id: ids.edit,
      start_date: iso(NOW + DAY),
      end_date: iso(NOW + 9 * DAY),
      location_id: location2,
      price_per_day: 80,
      price_per_week: null,
      price_per_month: 2000.25,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      start_date: iso(NOW + DAY),
      end_date: iso(NOW + 9 * DAY),
      rental_status: { rental_status_id: 4 },
      current_location: { location_id: location2 },
      price_per_day: 80,
      price_per_week: null,
      price_per_month: 2000.25,
    });
    const withPhase = await call('PATCH', `/api/rsp/orders/${order_id}`, { job_id: ids.phase });
    expect(withPhase.json().job).toEqual({
      job_id: ids.phase,
      name: 'Footings',
      parent_job_id: ids.job,
    });
    const cleared = await call('PATCH', `/api/rsp/orders/${order_id}`, { job_id: null });
    expect(cleared.json()).toMatchObject({ job_id: null, job: null });
    const foreignJob = await call('PATCH', `/api/rsp/orders/${order_id}`, { job_id: ids.otherJob });
    expect(foreignJob.statusCode).toBe(400);
    const badDates = await call('PATCH', `/api/rsp/rentals/${rental_id}`, {
      user_id: ids.contact,
      asset_id: ids.edit,
      start_date: iso(NOW),
      end_date: iso(NOW - DAY),
      location_id: location2,
    });
    expect(issuesOf(badDates.json())).toEqual([`end_date: ${ON_RENT_MESSAGES.endInPast}`]);
  });

  it('refuses an edit that overlaps another rental of the asset, naming it', async () => {
    const first = (
      await call('POST', '/api/fleet/inventory/on-rent', onRentBody({ asset_id: ids.edit2 }))
    ).json();
    const second = (
      await call(
        'POST',
        '/api/fleet/inventory/on-rent',
        onRentBody({
          asset_id: ids.edit2,
          start_date: iso(NOW + 2 * DAY),
          end_date: iso(NOW + 3 * DAY),
        }),
      )
    ).json();
    const overlap = await call('PATCH', `/api/rsp/rentals/${second.rental_id}`, {
      user_id: ids.contact,
      asset_id: ids.edit2,
      start_date: iso(NOW + 0.5 * DAY),
      end_date: iso(NOW + 3 * DAY),
      location_id: ids.location,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toContain(`already on rental ${first.rental_id}`);
  });

  it('of two concurrent edits that would overlap each other exactly one is saved', async () => {
    const asset = await makeAsset(t.deps.db, Number(ids.company), { customName: 'Unit swap' });
    const first = (
      await call('POST', '/api/fleet/inventory/on-rent', onRentBody({ asset_id: asset.assetId }))
    ).json();
    const second = (
      await call(
        'POST',
        '/api/fleet/inventory/on-rent',
        onRentBody({
          asset_id: asset.assetId,
          start_date: iso(NOW + 2 * DAY),
          end_date: iso(NOW + 3 * DAY),
        }),
      )
    ).json();
    const edit = (rentalId: number, start: number, end: number) =>
      call('PATCH', `/api/rsp/rentals/${rentalId}`, {
        user_id: ids.contact,
        asset_id: asset.assetId,
        start_date: iso(start),
        end_date: iso(end),
        location_id: ids.location,
      });
    // Each alone is fine; together they overlap.
    const answers = await Promise.all([
      edit(first.rental_id, NOW, NOW + 2.5 * DAY),
      edit(second.rental_id, NOW + 1.5 * DAY, NOW + 3 * DAY),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().error.message).toMatch(/^Unit swap is already on rental \d+/);
  });

  it('lists jobs with their phases and locations with their addresses', async () => {
    const jobs = (await call('GET', '/api/jobs')).json();
    expect(jobs).toEqual([
      expect.objectContaining({
        job_id: ids.job,
        name: 'Bridge',
        custom_id: 'J-1',
        parent_job_id: null,
        child_jobs: [expect.objectContaining({ job_id: ids.phase, parent_job_id: ids.job })],
      }),
    ]);
    const locations = (await call('GET', `/api/companies/${ids.company}/locations`)).json();
    expect(locations[0]).toMatchObject({
      nickname: 'North Yard',
      formatted_address: '1 Main St, Columbia, 65201',
    });
  });

  it('shows nothing of another company: rentals, orders, locations answer 404', async () => {
    for (const url of [
      `/api/rsp/rentals/${ids.otherRental}`,
      `/api/rsp/orders/${ids.otherOrder}`,
      `/api/companies/${ids.otherCompany}/locations`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
    }
    const patch = await call('PATCH', `/api/rsp/orders/${ids.otherOrder}`, { job_id: null });
    expect(patch.statusCode).toBe(404);
    const edit = await call('PATCH', `/api/rsp/rentals/${ids.otherRental}`, {
      user_id: ids.contact,
      asset_id: ids.asset,
      start_date: iso(NOW),
      end_date: iso(NOW + DAY),
      location_id: ids.location,
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('GET', '/api/jobs', undefined, otherToken)).json()).toHaveLength(1);
  });

  it('lets a read-only user write nothing', async () => {
    const before = await rentalCount();
    const answers = [
      await call(
        'POST',
        '/api/fleet/inventory/on-rent',
        onRentBody({ asset_id: ids.asset3 }),
        readOnlyToken,
      ),
      await call(
        'POST',
        '/api/fleet/inventory/location',
        { nickname: 'RO', latitude: 1, longitude: 1 },
        readOnlyToken,
      ),
      await call('PATCH', `/api/rsp/orders/1`, { job_id: null }, readOnlyToken),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    expect(await rentalCount()).toBe(before);
  });

  describe('rental jobsites', () => {
    let missouri: number;
    const jobsite = (overrides: Record<string, unknown> = {}) => ({
      nickname: 'East Quarry',
      street_1: '500 Quarry Rd',
      street_2: null,
      city: 'Columbia',
      state_id: missouri,
      zip_code: '65201',
      latitude: 38.95,
      longitude: -92.33,
      needs_review: false,
      jobsite: true,
      location_type_id: 1,
      create_geofence: false,
      ...overrides,
    });

    beforeAll(async () => {
      const states = (await call('GET', '/api/states')).json<
        Array<{ state_id: number; abbreviation: string }>
      >();
      missouri = states.find((s) => s.abbreviation === 'MO')?.state_id ?? 0;
    });

    it('creates a jobsite and refuses its name again, whatever the case and spaces', async () => {
      const created = await call('POST', '/api/fleet/inventory/location', jobsite());
      expect(created.statusCode, created.body).toBe(201);
      const { location_id } = created.json();
      const list = (await call('GET', `/api/companies/${ids.company}/locations`)).json();
      expect(
        list.find((l: { location_id: number }) => l.location_id === location_id),
      ).toMatchObject({
        nickname: 'East Quarry',
        jobsite: true,
        location_type_id: 1,
        state: { abbreviation: 'MO' },
        formatted_address: '500 Quarry Rd, Columbia, MO 65201',
        geofence_id: null,
      });
      const again = await call(
        'POST',
        '/api/fleet/inventory/location',
        jobsite({ nickname: ' east  QUARRY ' }),
      );
      expect(again.statusCode).toBe(409);
      expect(issuesOf(again.json())).toEqual([`nickname: ${JOBSITE_MESSAGES.nameTaken}`]);
      // Another company may use the name.
      const elsewhere = await call('POST', '/api/fleet/inventory/location', jobsite(), otherToken);
      expect(elsewhere.statusCode).toBe(201);
    });

    it('of two concurrent creations of one name exactly one succeeds', async () => {
      const answers = await Promise.all([
        call('POST', '/api/fleet/inventory/location', jobsite({ nickname: 'Twin Site' })),
        call('POST', '/api/fleet/inventory/location', jobsite({ nickname: 'twin site' })),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a jobsite without a name, a pin, or a city and state', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ nickname: '  ' }, JOBSITE_MESSAGES.nameRequired],
        [{ nickname: 'No pin', latitude: null }, JOBSITE_MESSAGES.pinRequired],
        [{ nickname: 'No city', city: null }, JOBSITE_MESSAGES.invalidAddress],
        [{ nickname: 'No state', state_id: null }, JOBSITE_MESSAGES.invalidAddress],
        [{ nickname: 'Bad state', state_id: 99999 }, JOBSITE_MESSAGES.invalidAddress],
      ];
      for (const [overrides, message] of cases) {
        const response = await call('POST', '/api/fleet/inventory/location', jobsite(overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(issuesOf(response.json())[0]).toContain(message);
      }
    });

    it('draws a geofence around the pin that the gateway’s index picks up', async () => {
      const created = await call(
        'POST',
        '/api/fleet/inventory/location',
        jobsite({ nickname: 'Fenced Site', latitude: 40, longitude: -100, create_geofence: true }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const list = (await call('GET', `/api/companies/${ids.company}/locations`)).json();
      const row = list.find((l: { nickname: string }) => l.nickname === 'Fenced Site');
      expect(row.geofence_id).toBeGreaterThan(0);
      await t.deps.devices.geofences.reload();
      expect(t.deps.devices.geofences.containing(Number(ids.company), -100.0005, 40)).toEqual([
        { geofence_id: row.geofence_id, name: 'Fenced Site' },
      ]);
      expect(t.deps.devices.geofences.containing(Number(ids.otherCompany), -100, 40)).toEqual([]);
    });

    it('searches addresses offline: a ZIP code or a town, with city, state, zip and point', async () => {
      const byZip = (await call('GET', '/api/geocoder/search?q=65201')).json();
      expect(byZip[0]).toMatchObject({ city: 'Columbia', state: 'MO', zip_code: '65201' });
      const byTown = (
        await call('GET', `/api/geocoder/search?q=${encodeURIComponent('12 Elm St, Columbia, MO')}`)
      ).json();
      expect(byTown[0]).toMatchObject({ street_1: '12 Elm St', city: 'Columbia', state: 'MO' });
      expect(typeof byTown[0].latitude).toBe('number');
      expect((await call('GET', '/api/geocoder/search?q=zzzzqqq')).json()).toEqual([]);
    });
  });
});
