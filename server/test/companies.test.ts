import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company as companySchema } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('companies', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let ownerId: number;
  let otherCompanyId: number;

  const url = (id = companyId) => `/api/companies/${id}`;
  const read = async () => (await t.call(admin, { method: 'GET', url: url() })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    const session = await t.session(admin);
    companyId = session.companyId;
    ownerId = session.userId;
    const other = await t.login('admin@other.test');
    otherCompanyId = (await t.session(other)).companyId;
  });
  afterAll(async () => t?.close());

  it('shows the company to its users in the spec’s shape', async () => {
    const driver = await t.login('driver@demo.test');
    const response = await t.call(driver, { method: 'GET', url: url() });
    expect(response.statusCode).toBe(200);
    expect(companySchema.strict().parse(response.json())).toEqual({
      company_id: companyId,
      name: 'Demo Construction Co.',
      owner_user_id: ownerId,
      timezone: 'America/Chicago',
      white_label_application_id: 1,
      has_fleet_cam: true,
      has_rentals: true,
      white_label_application: { white_label_application_id: 1, show_dashboard: true },
    });
  });

  it('answers 404 for another company', async () => {
    const response = await t.call(admin, { method: 'GET', url: url(otherCompanyId) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/Other Paving/);
  });

  it('lets an admin rename the company and change its time zone', async () => {
    const response = await t.call(admin, {
      method: 'PATCH',
      url: url(),
      payload: { name: '  Demo Construction Company ', timezone: 'America/New_York' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Demo Construction Company',
      timezone: 'America/New_York',
    });
    expect(await read()).toMatchObject({
      name: 'Demo Construction Company',
      timezone: 'America/New_York',
      owner_user_id: ownerId,
    });
  });

  it('answers an empty change with the company as it is', async () => {
    const before = await read();
    const response = await t.call(admin, { method: 'PATCH', url: url(), payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
  });

  it('refuses an invalid time zone with the spec’s hint, changing nothing', async () => {
    const before = await read();
    for (const timezone of ['Mars/Olympus_Mons', '', 'UTC+25']) {
      const response = await t.call(admin, {
        method: 'PATCH',
        url: url(),
        payload: { name: 'Renamed anyway', timezone },
      });
      expect(response.statusCode, timezone).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'timezone: Enter a valid IANA time zone, such as America/Chicago',
      });
    }
    expect(await read()).toEqual(before);
  });

  it('refuses non-admins, read-only users and fields that are not editable', async () => {
    const before = await read();
    const manager = await t.login('manager@demo.test');
    const readOnly = await t.login('readonly@demo.test');
    const cases: [string, Record<string, unknown>, number, string][] = [
      [manager, { name: 'By manager' }, 403, 'FORBIDDEN'],
      [readOnly, { name: 'By read-only' }, 403, 'READ_ONLY'],
      [admin, { owner_user_id: 2 }, 400, 'VALIDATION_FAILED'],
      [admin, { has_rentals: false }, 400, 'VALIDATION_FAILED'],
      [admin, { name: ' ' }, 400, 'VALIDATION_FAILED'],
      [admin, { name: 'n'.repeat(201) }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [token, payload, status, code] of cases) {
      const response = await t.call(token, { method: 'PATCH', url: url(), payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect(await read()).toEqual(before);
  });

  it('never lets an admin change another company', async () => {
    const response = await t.call(admin, {
      method: 'PATCH',
      url: url(otherCompanyId),
      payload: { name: 'Taken over' },
    });
    expect(response.statusCode).toBe(404);
    const other = await t.login('admin@other.test');
    const theirs = await t.call(other, { method: 'GET', url: url(otherCompanyId) });
    expect(theirs.json().name).toBe('Other Paving LLC');
  });
});
