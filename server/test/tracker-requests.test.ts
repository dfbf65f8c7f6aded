import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_REQUEST_MESSAGES, type TrackerRequest } from '@fleet/domain';
import { makeAsset, makeTrackedAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())(
  'tracker and camera requests (spec 1 §2 no tracker)',
  () => {
    let t: TestApp;
    let admin: string;
    let user: string;
    let readOnlyAdmin: string;
    let other: string;
    let untracked: number;
    let tracked: number;
    let withCamera: number;
    let otherAsset: number;

    beforeAll(async () => {
      t = await createTestApp();
      const { company, admin: adminUser } = await makeCompanyWithAdmin(t.deps.db);
      admin = await t.login(adminUser.email);
      const companyId = company.companyId;
      user = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 5 })).email);
      readOnlyAdmin = await t.login(
        (await makeUser(t.deps.db, companyId, { securityLevelId: 1, readOnly: true })).email,
      );
      untracked = (await makeAsset(t.deps.db, companyId, { customName: 'Skid 4' })).assetId;
      tracked = (await makeTrackedAsset(t.deps.db, companyId, { customName: 'Truck 9' })).asset
        .assetId;
      withCamera = (await makeAsset(t.deps.db, companyId, { customName: 'Cam 1', cameraId: 77 }))
        .assetId;
      const otherCompany = await makeCompanyWithAdmin(t.deps.db);
      other = await t.login(otherCompany.admin.email);
      otherAsset = (await makeAsset(t.deps.db, otherCompany.company.companyId)).assetId;
    });
    afterAll(async () => t?.close());

    const ask = (token: string, payload: object) =>
      t.call(token, { method: 'POST', url: '/api/tracker-requests', payload });
    const form = (assetId: number, extra: object = {}) => ({
      asset_id: assetId,
      wants: 'tracker',
      contact_name: 'Uma User',
      contact_phone: '(573) 555-0101',
      contact_email: ' Uma@Example.test ',
      message: 'Before the Monday job, please.',
      ...extra,
    });
    const list = async (token: string) =>
      (await t.call(token, { method: 'GET', url: '/api/tracker-requests' })).json<
        TrackerRequest[]
      >();

    it('stores a request from any writer, and the admins read it with the asset', async () => {
      const sent = await ask(user, form(untracked));
      expect(sent.statusCode, sent.body).toBe(201);
      const [request] = await list(admin);
      expect(request).toMatchObject({
        tracker_request_id: sent.json().tracker_request_id,
        asset_id: untracked,
        asset_name: 'Skid 4',
        wants: 'tracker',
        contact_name: 'Uma User',
        contact_phone: '5735550101',
        contact_email: 'uma@example.test',
        message: 'Before the Monday job, please.',
        handled_at: null,
      });
      expect(request?.requested_by).toBeTruthy();
    });

    it('keeps one open request per asset, and opens the next once it is handled', async () => {
      const again = await ask(admin, form(untracked, { wants: 'both' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(TRACKER_REQUEST_MESSAGES.alreadyOpen('Skid 4'));
      // Two at once: the database keeps one.
      const [first] = await list(admin);
      const handled = await t.call(admin, {
        method: 'PUT',
        url: `/api/tracker-requests/${first?.tracker_request_id}/handled`,
      });
      expect(handled.statusCode).toBe(204);
      const twice = await t.call(admin, {
        method: 'PUT',
        url: `/api/tracker-requests/${first?.tracker_request_id}/handled`,
      });
      expect(twice.statusCode).toBe(204);
      // Two at once (on PostgreSQL truly concurrent): the database's unique index keeps one.
      const racing = await Promise.all([ask(user, form(untracked)), ask(admin, form(untracked))]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const requests = await list(admin);
      expect(requests).toHaveLength(2);
      // Open ones first.
      expect(requests[0]?.handled_at).toBeNull();
      expect(requests[1]?.handled_at).not.toBeNull();
    });

    it('refuses what the asset already has, in words', async () => {
      const hasTracker = await ask(user, form(tracked));
      expect(hasTracker.statusCode).toBe(409);
      expect(hasTracker.json().error.message).toBe(TRACKER_REQUEST_MESSAGES.hasTracker('Truck 9'));
      expect((await ask(user, form(tracked, { wants: 'camera' }))).statusCode).toBe(201);
      const hasCamera = await ask(user, form(withCamera, { wants: 'both' }));
      expect(hasCamera.statusCode).toBe(409);
      expect(hasCamera.json().error.message).toBe(TRACKER_REQUEST_MESSAGES.hasCamera('Cam 1'));
    });

    it('answers bad forms with the field’s sentence and writes nothing', async () => {
      const before = (await list(admin)).length;
      for (const [extra, message] of [
        [{ contact_name: '  ' }, TRACKER_REQUEST_MESSAGES.nameRequired],
        [{ contact_email: 'not-an-email' }, TRACKER_REQUEST_MESSAGES.emailInvalid],
        [{ contact_phone: '555-01' }, TRACKER_REQUEST_MESSAGES.phoneInvalid],
        [{ message: 'x'.repeat(1001) }, TRACKER_REQUEST_MESSAGES.messageTooLong],
        [{ wants: 'drone' }, 'Choose a tracker, a camera or both.'],
      ] as const) {
        const answer = await ask(user, form(withCamera, { wants: 'tracker', ...extra }));
        expect(answer.statusCode, JSON.stringify(extra)).toBe(400);
        expect(answer.body).toContain(message);
      }
      expect(await list(admin)).toHaveLength(before);
    });

    it('keeps companies apart and read-only users out', async () => {
      expect((await ask(user, form(otherAsset))).statusCode).toBe(404);
      expect((await ask(other, form(untracked))).statusCode).toBe(404);
      expect(await list(other)).toEqual([]);
      const [mine] = await list(admin);
      const foreign = await t.call(other, {
        method: 'PUT',
        url: `/api/tracker-requests/${mine?.tracker_request_id}/handled`,
      });
      expect(foreign.statusCode).toBe(404);
      const readOnly = await ask(readOnlyAdmin, form(withCamera));
      expect(readOnly.statusCode).toBe(403);
      // Only admins read the list or mark requests handled.
      expect((await t.call(user, { method: 'GET', url: '/api/tracker-requests' })).statusCode).toBe(
        403,
      );
      const byUser = await t.call(user, {
        method: 'PUT',
        url: `/api/tracker-requests/${mine?.tracker_request_id}/handled`,
      });
      expect(byUser.statusCode).toBe(403);
      expect((await list(readOnlyAdmin)).length).toBeGreaterThan(0);
    });
  },
);
