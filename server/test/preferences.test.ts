import type { SessionInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('preferences', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let manager: string;
  let adminSession: SessionInfo;
  let userSession: SessionInfo;
  let otherSession: SessionInfo;

  const session = (token: string): Promise<SessionInfo> => t.session(token);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    user = await t.login('user@demo.test');
    manager = await t.login('manager@demo.test');
    adminSession = await session(admin);
    userSession = await session(user);
    otherSession = await session(await t.login('admin@other.test'));
  });
  afterAll(async () => t?.close());

  describe('user preferences (client_application_id)', () => {
    const url = (userId: number, app = 1) =>
      `/api/users/${userId}/preferences?client_application_id=${app}`;

    it('starts empty and keeps what the user saves, per client application', async () => {
      const empty = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ client_application_id: 1, preferences: {} });

      const saved = { theme: 'dark', page_size: 20, compact: true, last_filter: null };
      const put = await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId),
        payload: { preferences: saved },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ client_application_id: 1, preferences: saved });
      await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId, 4),
        payload: { preferences: { theme: 'light' } },
      });

      const app1 = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(app1.json().preferences).toEqual(saved);
      const app4 = await t.call(user, { method: 'GET', url: url(userSession.userId, 4) });
      expect(app4.json()).toEqual({ client_application_id: 4, preferences: { theme: 'light' } });
      // Without the parameter the client application is 1.
      const implicit = await t.call(user, {
        method: 'GET',
        url: `/api/users/${userSession.userId}/preferences`,
      });
      expect(implicit.json().preferences).toEqual(saved);
    });

    it('keeps any Unicode text as sent, surrogate pairs included', async () => {
      const preferences = { mood: '😀 ok', 'clé é': 'naïve – “quoted”', 漢字: '✓' };
      const put = await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId, 9),
        payload: { preferences },
      });
      expect(put.statusCode).toBe(200);
      const read = await t.call(user, { method: 'GET', url: url(userSession.userId, 9) });
      expect(read.json().preferences).toEqual(preferences);
    });

    it('replaces the whole set on PUT', async () => {
      await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId, 7),
        payload: { preferences: { a: 1, b: 2 } },
      });
      await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId, 7),
        payload: { preferences: { b: 3 } },
      });
      const after = await t.call(user, { method: 'GET', url: url(userSession.userId, 7) });
      expect(after.json().preferences).toEqual({ b: 3 });
    });

    it('lets an admin read but nobody change another user’s preferences', async () => {
      const read = await t.call(admin, { method: 'GET', url: url(userSession.userId) });
      expect(read.statusCode).toBe(200);
      expect(read.json().preferences.theme).toBe('dark');

      const byManager = await t.call(manager, { method: 'GET', url: url(userSession.userId) });
      expect(byManager.statusCode).toBe(403);

      const write = await t.call(admin, {
        method: 'PUT',
        url: url(userSession.userId),
        payload: { preferences: { theme: 'admin-choice' } },
      });
      expect(write.statusCode).toBe(403);
      expect(write.json().error.message).toBe('You can only change your own settings.');
      const after = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(after.json().preferences.theme).toBe('dark');
    });

    it('answers 404 for another company’s user', async () => {
      const response = await t.call(admin, { method: 'GET', url: url(otherSession.userId) });
      expect(response.statusCode).toBe(404);
    });

    it('refuses values that are not strings, numbers, booleans or null, and keeps the old set', async () => {
      for (const preferences of [
        { nested: { a: 1 } },
        { list: [1, 2] },
        { long: 'x'.repeat(2001) },
      ]) {
        const response = await t.call(user, {
          method: 'PUT',
          url: url(userSession.userId),
          payload: { preferences },
        });
        expect(response.statusCode, JSON.stringify(preferences).slice(0, 40)).toBe(400);
        expect(response.json().error.message).toMatch(/^preferences\.\w+: /);
      }
      const after = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(after.json().preferences.theme).toBe('dark');
    });
  });

  describe('company preferences (client_application_id)', () => {
    const url = (companyId: number, app = 1) =>
      `/api/companies/${companyId}/preferences?client_application_id=${app}`;

    it('lets an admin save them and everyone in the company read them', async () => {
      const put = await t.call(admin, {
        method: 'PUT',
        url: url(adminSession.companyId),
        payload: { preferences: { default_map_style: 'satellite' } },
      });
      expect(put.statusCode).toBe(200);
      const read = await t.call(user, { method: 'GET', url: url(adminSession.companyId) });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        client_application_id: 1,
        preferences: { default_map_style: 'satellite' },
      });
      const otherApp = await t.call(user, { method: 'GET', url: url(adminSession.companyId, 2) });
      expect(otherApp.json().preferences).toEqual({});
    });

    it('refuses a non-admin and changes nothing', async () => {
      const response = await t.call(manager, {
        method: 'PUT',
        url: url(adminSession.companyId),
        payload: { preferences: { default_map_style: 'streets' } },
      });
      expect(response.statusCode).toBe(403);
      const read = await t.call(user, { method: 'GET', url: url(adminSession.companyId) });
      expect(read.json().preferences).toEqual({ default_map_style: 'satellite' });
    });

    it('answers 404 for another company', async () => {
      const response = await t.call(admin, { method: 'GET', url: url(otherSession.companyId) });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('company-preferences', () => {
    const url = () => `/api/companies/${adminSession.companyId}/company-preferences`;

    it('starts with the defaults', async () => {
      const response = await t.call(user, { method: 'GET', url: url() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        company_id: adminSession.companyId,
        allow_internal_rentals_equipment: true,
        allow_internal_rentals_vehicles: true,
        hide_details: false,
        over_speed_threshold_mph: 70,
        workday_start: '06:00',
        workday_end: '18:00',
        workdays: [1, 2, 3, 4, 5],
      });
    });

    it('lets an admin change some settings and leaves the others', async () => {
      const first = await t.call(admin, {
        method: 'PATCH',
        url: url(),
        payload: { hide_details: true, over_speed_threshold_mph: 65 },
      });
      expect(first.statusCode).toBe(200);
      const second = await t.call(admin, {
        method: 'PATCH',
        url: url(),
        payload: { allow_internal_rentals_vehicles: false },
      });
      expect(second.json()).toEqual({
        company_id: adminSession.companyId,
        allow_internal_rentals_equipment: true,
        allow_internal_rentals_vehicles: false,
        hide_details: true,
        over_speed_threshold_mph: 65,
        workday_start: '06:00',
        workday_end: '18:00',
        workdays: [1, 2, 3, 4, 5],
      });
      const read = await t.call(user, { method: 'GET', url: url() });
      expect(read.json()).toEqual(second.json());
    });

    it('answers an empty change with the settings as they are', async () => {
      const before = await t.call(user, { method: 'GET', url: url() });
      const response = await t.call(admin, { method: 'PATCH', url: url(), payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(before.json());
    });

    it('refuses a non-admin, out-of-range values and unknown keys, changing nothing', async () => {
      const before = (await t.call(user, { method: 'GET', url: url() })).json();
      const cases: [string, Record<string, unknown>, number, RegExp][] = [
        [manager, { hide_details: false }, 403, /Only an admin/],
        [admin, { over_speed_threshold_mph: 4 }, 400, /^over_speed_threshold_mph: /],
        [admin, { over_speed_threshold_mph: 151 }, 400, /^over_speed_threshold_mph: /],
        [admin, { over_speed_threshold_mph: 70.5 }, 400, /^over_speed_threshold_mph: /],
        [admin, { hide_details: 'yes' }, 400, /^hide_details: /],
        [admin, { company_id: 2, hide_details: false }, 400, /Unrecognized key: "company_id"/],
      ];
      for (const [token, payload, status, message] of cases) {
        const response = await t.call(token, { method: 'PATCH', url: url(), payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().error.message).toMatch(message);
      }
      expect((await t.call(user, { method: 'GET', url: url() })).json()).toEqual(before);
    });
  });

  describe('view settings (application_id 1 or 4)', () => {
    let branchIds: number[];
    let otherBranchId: number;
    // Two of the company's groups: saved group filters must name groups it has.
    let g1: number;
    let g2: number;
    const url = (userId: number, app?: number) =>
      `/api/users/${userId}/view-settings${app === undefined ? '' : `?application_id=${app}`}`;

    beforeAll(async () => {
      const mine = await t.call(admin, { method: 'GET', url: '/api/fleet/company/branches' });
      branchIds = mine.json<{ id: number }[]>().map((branch) => branch.id);
      const other = await t.call(await t.login('admin@other.test'), {
        method: 'GET',
        url: '/api/fleet/company/branches',
      });
      const [first] = other.json<{ id: number }[]>();
      if (!first) throw new Error('Other Paving has no branch');
      otherBranchId = first.id;
      const groups = await t.call(admin, { method: 'GET', url: '/api/organizations' });
      [g1 = 0, g2 = 0] = groups.json<{ organization_id: number }[]>().map((g) => g.organization_id);
    });

    it('starts empty for both applications', async () => {
      for (const app of [1, 4]) {
        const response = await t.call(user, { method: 'GET', url: url(userSession.userId, app) });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          application_id: app,
          default_branch_ids: [],
          default_organization_ids: [],
        });
      }
    });

    it('keeps separate values per application id, without duplicates', async () => {
      const [a = 0, b = 0, c = 0] = branchIds;
      const fleet = await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId, 1),
        payload: { default_branch_ids: [a, b, a], default_organization_ids: [g1, g1, g2] },
      });
      expect(fleet.statusCode).toBe(200);
      expect(fleet.json()).toEqual({
        application_id: 1,
        default_branch_ids: [a, b],
        default_organization_ids: [g1, g2],
      });
      await t.call(user, {
        method: 'PUT',
        url: url(userSession.userId, 4),
        payload: { default_branch_ids: [c], default_organization_ids: [] },
      });
      const readFleet = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(readFleet.json().default_branch_ids).toEqual([a, b]);
      const readElogs = await t.call(user, { method: 'GET', url: url(userSession.userId, 4) });
      expect(readElogs.json()).toEqual({
        application_id: 4,
        default_branch_ids: [c],
        default_organization_ids: [],
      });
    });

    it('refuses branch ids of another company or unknown ones, keeping the old values', async () => {
      for (const ids of [[otherBranchId], [999_999], [branchIds[0] ?? 0, otherBranchId]]) {
        const response = await t.call(user, {
          method: 'PUT',
          url: url(userSession.userId, 1),
          payload: { default_branch_ids: ids, default_organization_ids: [] },
        });
        expect(response.statusCode, ids.join()).toBe(400);
        expect(response.json().error.message).toMatch(/^Unknown branch id\(s\): \d+$/);
      }
      const after = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(after.json().default_organization_ids).toEqual([g1, g2]);
      expect(after.json().default_branch_ids).toHaveLength(2);
    });

    it('refuses application ids other than 1 and 4', async () => {
      for (const app of [0, 2, 3, 5]) {
        const get = await t.call(user, { method: 'GET', url: url(userSession.userId, app) });
        expect(get.statusCode, `GET ${app}`).toBe(400);
        expect(get.json().error.message).toMatch(/^application_id: /);
        const put = await t.call(user, {
          method: 'PUT',
          url: url(userSession.userId, app),
          payload: { default_branch_ids: [], default_organization_ids: [] },
        });
        expect(put.statusCode, `PUT ${app}`).toBe(400);
      }
      const after = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(after.json().default_branch_ids).toHaveLength(2);
    });

    it('lets an admin read but not replace another user’s view settings', async () => {
      const read = await t.call(admin, { method: 'GET', url: url(userSession.userId) });
      expect(read.statusCode).toBe(200);
      expect(read.json().default_organization_ids).toEqual([g1, g2]);
      const write = await t.call(admin, {
        method: 'PUT',
        url: url(userSession.userId),
        payload: { default_branch_ids: [], default_organization_ids: [] },
      });
      expect(write.statusCode).toBe(403);
      const byManager = await t.call(manager, { method: 'GET', url: url(userSession.userId) });
      expect(byManager.statusCode).toBe(403);
      const after = await t.call(user, { method: 'GET', url: url(userSession.userId) });
      expect(after.json().default_organization_ids).toEqual([g1, g2]);
    });
  });
});
