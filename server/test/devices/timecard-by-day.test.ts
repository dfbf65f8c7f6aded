import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RENTAL_STATUS, timecard, timecardByDay } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeRental, makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { drive, sendFix } from './drive';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Midnights of 19 and 20 November 2026 in Chicago (CST, UTC−6), the company's zone. */
const day19 = Date.UTC(2026, 10, 19, 6);
const day20 = day19 + 24 * HOUR;
const day21 = day20 + 24 * HOUR;
const window = (start: number, end: number) => `iso_start=${iso(start)}&iso_end=${iso(end)}`;

describe.skipIf(isPostgresUnavailable())('the timecard by company day', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;
  let otherToken: string;
  const ids = { asset: 0, rental: 0, reserved: 0, otherAsset: 0, otherRental: 0 };
  const get = async (url: string, tk = token) => {
    const response = await t.call(tk, { method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { company } = await makeCompanyWithAdmin(t.deps.db, {
      company: { timezone: 'America/Chicago' },
      admin: { email: 'timecard-days@example.test' },
    });
    const excavator = await makeTrackedAsset(t.deps.db, company.companyId);
    const idle = await makeTrackedAsset(t.deps.db, company.companyId);
    ids.asset = excavator.asset.assetId;
    // On rent from 18:00 on the 19th (Chicago); the reservation of the other never went out.
    ids.rental = (
      await makeRental(t.deps.db, company.companyId, ids.asset, {
        startDate: new Date(day20 - 6 * HOUR),
      })
    ).rentalId;
    ids.reserved = (
      await makeRental(t.deps.db, company.companyId, idle.asset.assetId, {
        rentalStatusId: RENTAL_STATUS.scheduled,
        startDate: new Date(day19),
      })
    ).rentalId;
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    // Engine on 28 minutes each: mid-morning of the 19th, across midnight (10 minutes before
    // it, 18 after), and mid-morning of the 20th.
    for (const start of [day19 + 9 * HOUR, day20 - 10 * MINUTE, day20 + 8 * HOUR]) {
      for (const fix of drive(start, -92.3, 20, 30))
        await sendFix(gateway, excavator.tracker.deviceSerial, fix);
    }
    const other = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'timecard-rival@example.test' },
    });
    const rival = await makeTrackedAsset(t.deps.db, other.company.companyId);
    ids.otherAsset = rival.asset.assetId;
    ids.otherRental = (
      await makeRental(t.deps.db, other.company.companyId, rival.asset.assetId)
    ).rentalId;
    token = await t.login('timecard-days@example.test');
    otherToken = await t.login('timecard-rival@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('answers each company day as its own call would, and the window as their sums', async () => {
    const byDay = await get(`/api/assets/${ids.asset}/timecard?${window(day19, day21)}&by=day`);
    expect(byDay.status, JSON.stringify(byDay.body)).toBe(200);
    const answer = timecardByDay.parse(byDay.body);
    const first = timecard.parse(
      (await get(`/api/assets/${ids.asset}/timecard?${window(day19, day20)}`)).body,
    );
    const second = timecard.parse(
      (await get(`/api/assets/${ids.asset}/timecard?${window(day20, day21)}`)).body,
    );
    expect(answer.days).toEqual([
      { date: '2026-11-19', iso_start: iso(day19), iso_end: iso(day20), ...first },
      { date: '2026-11-20', iso_start: iso(day20), iso_end: iso(day21), ...second },
    ]);
    expect(first.on_time).toBe((28 + 10) * 60);
    expect(second.on_time).toBe((18 + 28) * 60);
    expect(first.distance).toBeGreaterThan(0);
    expect(answer.on_time).toBe(first.on_time + second.on_time);
    expect(answer.distance).toBeCloseTo(first.distance + second.distance, 2);
  });

  it('cuts a window that starts or ends inside a day to the window', async () => {
    const { body } = await get(
      `/api/assets/${ids.asset}/timecard?${window(day20 - 5 * MINUTE, day20 + HOUR)}&by=day`,
    );
    const answer = timecardByDay.parse(body);
    expect(answer.days.map((d) => [d.date, d.iso_start, d.iso_end, d.on_time])).toEqual([
      ['2026-11-19', iso(day20 - 5 * MINUTE), iso(day20), 5 * 60],
      ['2026-11-20', iso(day20), iso(day20 + HOUR), 18 * 60],
    ]);
  });

  it('keeps the single window without days when by is not given', async () => {
    const { status, body } = await get(`/api/assets/${ids.asset}/timecard?${window(day19, day21)}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['distance', 'on_time']);
    expect(body.on_time).toBe((28 + 10 + 18 + 28) * 60);
  });

  it("counts a rental's days within the rental only", async () => {
    const { status, body } = await get(
      `/api/rentals/${ids.rental}/timecard?${window(day19, day21)}&by=day`,
    );
    expect(status).toBe(200);
    const answer = timecardByDay.parse(body);
    const single = async (start: number, end: number) =>
      timecard.parse((await get(`/api/rentals/${ids.rental}/timecard?${window(start, end)}`)).body);
    // The rental went out at 18:00 on the 19th: of that day only the 10 minutes before midnight.
    expect(answer.days.map((d) => d.on_time)).toEqual([10 * 60, (18 + 28) * 60]);
    expect(answer.days[0]).toMatchObject(await single(day19, day20));
    expect(answer.days[1]).toMatchObject(await single(day20, day21));
    const reserved = await get(
      `/api/rentals/${ids.reserved}/timecard?${window(day19, day21)}&by=day`,
    );
    expect(timecardByDay.parse(reserved.body).days).toEqual([
      { date: '2026-11-19', iso_start: iso(day19), iso_end: iso(day20), on_time: 0, distance: 0 },
      { date: '2026-11-20', iso_start: iso(day20), iso_end: iso(day21), on_time: 0, distance: 0 },
    ]);
  });

  it('refuses another by, or more than 7 days, with a sentence', async () => {
    const byWeek = await get(`/api/assets/${ids.asset}/timecard?${window(day19, day21)}&by=week`);
    expect(byWeek.status).toBe(400);
    expect(byWeek.body.error.message).toContain("by takes 'day'");
    const long = await get(
      `/api/rentals/${ids.rental}/timecard?${window(day19, day19 + 8 * 24 * HOUR)}&by=day`,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('at most 7 days');
  });

  it("answers 404 for another company's asset or rental, never its figures", async () => {
    for (const url of [
      `/api/assets/${ids.otherAsset}/timecard?${window(day19, day21)}&by=day`,
      `/api/rentals/${ids.otherRental}/timecard?${window(day19, day21)}&by=day`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.body.days, url).toBeUndefined();
    }
    // The same calls answer their own company.
    const own = await get(
      `/api/assets/${ids.otherAsset}/timecard?${window(day19, day21)}&by=day`,
      otherToken,
    );
    expect(own.status).toBe(200);
  });
});
