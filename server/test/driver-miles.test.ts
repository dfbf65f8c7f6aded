import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverAnalytics } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeOperator } from '../src/demo/operator-factories';
import { insertAssignments } from '../src/demo/fleet/seed-operators.repo';
import { assetDailyUsage } from '../src/db/schema/index';
import { companyDays } from './company-days';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const NOW = Date.now();
// A zone without clock changes, so every day has 24 hours and the shares are exact.
const ZONE = 'Asia/Tokyo';
const { day, dayAt } = companyDays(ZONE, NOW);

/**
 * docs/CAMERAS.md "Driver analytics": an asset-day's miles are shared among the drivers assigned
 * that day by the part of it each had the asset, and never add up to more than the day's miles.
 */
describe.skipIf(isPostgresUnavailable())('driver miles on shared days', () => {
  let t: TestApp;
  let token = '';
  const people = { whole: 0, half: 0, morning: 0, twinA: 0, twinB: 0, idle: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.now = () => NOW;
    const db = t.deps.db;
    const { company } = await makeCompanyWithAdmin(db, {
      company: { hasFleetCam: true, timezone: ZONE },
      admin: { email: 'miles-admin@example.test', canAccessCamera: true },
    });
    const companyId = company.companyId;
    token = await t.login('miles-admin@example.test');
    const truck = (await makeAsset(db, companyId, { customName: 'Shared truck' })).assetId;
    const doubled = (await makeAsset(db, companyId, { customName: 'Doubled truck' })).assetId;
    for (const key of Object.keys(people) as Array<keyof typeof people>) {
      people[key] = (
        await makeOperator(db, companyId, { firstName: key, lastName: 'Miles' })
      ).operatorId;
    }
    const shift = (operatorId: number, assetId: number, from: Date, to: Date) => ({
      companyId,
      operatorId,
      assetId,
      source: 'manual',
      dateAssigned: from,
      dateUnassigned: to,
    });
    await insertAssignments(db, [
      // Day -3 whole, and day -2 until 6 am.
      shift(people.whole, truck, dayAt(-3, 0), dayAt(-2, 6)),
      // Day -2 from 6 am to 6 pm. Nobody has the truck after 6 pm.
      shift(people.half, truck, dayAt(-2, 6), dayAt(-2, 18)),
      // Day -4 until 6 am, then nobody.
      shift(people.morning, truck, dayAt(-4, 0), dayAt(-4, 6)),
      // Stored overlapping (the rules never make this): both the whole of day -2.
      shift(people.twinA, doubled, dayAt(-2, 0), dayAt(-1, 0)),
      shift(people.twinB, doubled, dayAt(-2, 0), dayAt(-1, 0)),
      // A day the truck did not move.
      shift(people.idle, truck, dayAt(-5, 0), dayAt(-4, 0)),
    ]);
    await db.insert(assetDailyUsage).values([
      { assetId: truck, companyId, day: day(-5), miles: 0 },
      { assetId: truck, companyId, day: day(-4), miles: 80 },
      { assetId: truck, companyId, day: day(-3), miles: 120 },
      { assetId: truck, companyId, day: day(-2), miles: 120 },
      // A day nobody had the truck: it counts for nobody.
      { assetId: truck, companyId, day: day(-1), miles: 500 },
      { assetId: doubled, companyId, day: day(-2), miles: 60 },
    ]);
  });
  afterAll(async () => t?.close());

  const milesByDriver = async () => {
    const response = await t.call(token, {
      method: 'GET',
      url: '/api/camera/driver-analytics?days=7',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { drivers } = driverAnalytics.parse(response.json());
    return new Map(drivers.map((d) => [d.operator_id, d.miles]));
  };

  it('gives a day to the driver who had it alone, and splits a shared one by their hours', async () => {
    const miles = await milesByDriver();
    // Day -3 alone (120), and 6 of the 18 assigned hours of day -2 (40).
    expect(miles.get(people.whole)).toBe(160);
    // 12 of the 18 assigned hours of day -2.
    expect(miles.get(people.half)).toBe(80);
    // Alone on day -4, though only until 6 am: usage cannot tell when the truck moved.
    expect(miles.get(people.morning)).toBe(80);
  });

  it('never gives an asset-day’s drivers more than its miles between them', async () => {
    const miles = await milesByDriver();
    // Day -2 of the shared truck (120): 40 and 80.
    const dayTwo = (miles.get(people.whole) ?? 0) - 120 + (miles.get(people.half) ?? 0);
    expect(dayTwo).toBe(120);
    // Two stored assignments over the same whole day share it instead of both taking it.
    expect([miles.get(people.twinA), miles.get(people.twinB)]).toEqual([30, 30]);
    // Day -1 (500 miles, nobody assigned) went to nobody; a day without miles scores nobody.
    expect([...miles.values()].reduce((a, b) => a + b, 0)).toBe(160 + 80 + 80 + 60);
    expect(miles.has(people.idle)).toBe(false);
  });
});
