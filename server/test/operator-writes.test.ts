import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRoster, operator } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeOperator, makePendingOperator } from '../src/demo/operator-factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe.skipIf(isPostgresUnavailable())(
  'The camera page’s driver writes: create a driver, name a driver a camera saw',
  () => {
    let t: TestApp;
    let token: string;
    let noCameraToken: string;
    let readOnlyToken: string;
    let companyId = 0;
    const ids = { truck: 0, loader: 0, archived: 0, dana: 0, otherSighting: 0 };
    const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.call(who, { method, url, ...(payload ? { payload } : {}) });

    beforeAll(async () => {
      t = await createTestApp();
      const db = t.deps.db;
      const { company, admin } = await makeCompanyWithAdmin(db, {
        company: { hasFleetCam: true },
        admin: { canAccessCamera: true },
      });
      companyId = company.companyId;
      ids.truck = (await makeAsset(db, companyId, { customName: 'Truck 12' })).assetId;
      ids.loader = (await makeAsset(db, companyId, { customName: 'Loader 3' })).assetId;
      ids.dana = (
        await makeOperator(db, companyId, { firstName: 'Dana', lastName: 'Reyes' })
      ).operatorId;
      const noCamera = await makeUser(db, companyId, { canAccessCamera: false });
      const readOnly = await makeUser(db, companyId, { canAccessCamera: true, readOnly: true });

      const other = await makeCompanyWithAdmin(db, { company: { hasFleetCam: true } });
      const otherAsset = await makeAsset(db, other.company.companyId);
      ids.otherSighting = (
        await makePendingOperator(db, other.company.companyId, otherAsset.assetId, {
          ftsAiProfileId: 'ai-rival',
        })
      ).pendingOperatorId;

      token = await t.login(admin.email);
      noCameraToken = await t.login(noCamera.email);
      readOnlyToken = await t.login(readOnly.email);
    });
    afterAll(async () => t?.close());

    it('creates a driver with trimmed names; a blank id is none', async () => {
      const response = await call(token, 'POST', '/api/operators', {
        first_name: '  Lee ',
        last_name: 'Park',
        fts_driver_id: '',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(operator.parse(response.json())).toMatchObject({
        first_name: 'Lee',
        last_name: 'Park',
        fts_driver_id: null,
        active_operator: null,
      });
      const listed = (await call(token, 'GET', '/api/operators')).json<
        Array<{ first_name: string }>
      >();
      expect(listed.map((o) => o.first_name)).toContain('Lee');
    });

    it('refuses a driver without a name with the field’s sentence, and writes nothing', async () => {
      const before = (await call(token, 'GET', '/api/operators')).json<unknown[]>().length;
      const response = await call(token, 'POST', '/api/operators', {
        first_name: ' ',
        last_name: 'Park',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(
        'Enter the driver’s first name.',
      );
      expect((await call(token, 'GET', '/api/operators')).json<unknown[]>()).toHaveLength(before);
    });

    it('needs camera access for both, and refuses read-only users', async () => {
      const body = { first_name: 'No', last_name: 'Access' };
      expect((await call(noCameraToken, 'POST', '/api/operators', body)).statusCode).toBe(403);
      expect((await call(readOnlyToken, 'POST', '/api/operators', body)).statusCode).toBe(403);
    });

    it('naming a sighting names every sighting of that face and makes them the driver', async () => {
      const db = t.deps.db;
      // The same face on two machines: the loader an hour ago, the truck 3 hours ago.
      const onTruck = await makePendingOperator(db, companyId, ids.truck, {
        ftsAiProfileId: 'ai-dana',
        eventDate: ago(3 * HOUR),
      });
      await makePendingOperator(db, companyId, ids.loader, {
        ftsAiProfileId: 'ai-dana',
        eventDate: ago(HOUR),
      });
      const response = await call(
        token,
        'POST',
        `/api/pending-operators/${onTruck.pendingOperatorId}/identify`,
        { operator_id: ids.dana },
      );
      expect(response.statusCode, response.body).toBe(200);
      // One machine at a time: they end on the one they were seen on last.
      expect(operator.parse(response.json()).active_operator?.active_assignment).toMatchObject({
        asset_id: ids.loader,
        source: 'camera',
        assigned_by: null,
      });
      const unnamed = (
        await call(token, 'GET', '/api/pending-operators?fts_ai_profile_id=ai-dana')
      ).json<unknown[]>();
      expect(unnamed).toEqual([]);
      const loaderDriver = (await call(token, 'GET', `/api/assets/${ids.loader}/driver`)).json<{
        current_operator: { first_name: string } | null;
        pending_operators: unknown[];
      }>();
      expect(loaderDriver.current_operator?.first_name).toBe('Dana');
      expect(loaderDriver.pending_operators).toEqual([]);

      const again = await call(
        token,
        'POST',
        `/api/pending-operators/${onTruck.pendingOperatorId}/identify`,
        { operator_id: ids.dana },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: { message: string } }>().error.message).toBe(
        'Someone already identified this driver.',
      );
    });

    it('does not take the asset from a driver assigned after the sighting', async () => {
      const db = t.deps.db;
      const lee = await makeOperator(db, companyId, { firstName: 'Sam', lastName: 'Ortiz' });
      const assigned = await t.call(token, {
        method: 'PUT',
        url: `/api/assets/${ids.truck}/operator`,
        payload: { operator_id: lee.operatorId },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const old = await makePendingOperator(db, companyId, ids.truck, {
        ftsAiProfileId: 'ai-old',
        eventDate: ago(10 * HOUR),
      });
      const other = await makeOperator(db, companyId, { firstName: 'Kim', lastName: 'Old' });
      const response = await call(
        token,
        'POST',
        `/api/pending-operators/${old.pendingOperatorId}/identify`,
        { operator_id: other.operatorId },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ active_operator: unknown }>().active_operator).toBeNull();
      const truck = (await call(token, 'GET', `/api/operators/current-asset/${ids.truck}`)).json<{
        first_name: string;
      }>();
      expect(truck.first_name).toBe('Sam');
    });

    it('lists the Drivers tab with asset names, only with camera access', async () => {
      const response = await call(token, 'GET', '/api/camera/drivers');
      expect(response.statusCode, response.body).toBe(200);
      const roster = driverRoster.parse(response.json());
      const dana = roster.drivers.find((d) => d.operator.first_name === 'Dana');
      expect(dana?.asset_name).toBe('Loader 3');
      expect(roster.unidentified.every((u) => u.asset_name !== '')).toBe(true);
      expect(roster.unidentified.map((u) => u.pending_operator.fts_ai_profile_id)).not.toContain(
        'ai-rival',
      );
      expect((await call(noCameraToken, 'GET', '/api/camera/drivers')).statusCode).toBe(403);
    });

    it("answers 404 for another company's sighting or an unknown driver, and names nothing", async () => {
      const response = await call(
        token,
        'POST',
        `/api/pending-operators/${ids.otherSighting}/identify`,
        { operator_id: ids.dana },
      );
      expect(response.statusCode).toBe(404);
      const mine = await makePendingOperator(t.deps.db, companyId, ids.truck, {
        ftsAiProfileId: 'ai-nobody',
      });
      const unknown = await call(
        token,
        'POST',
        `/api/pending-operators/${mine.pendingOperatorId}/identify`,
        { operator_id: 999_999 },
      );
      expect(unknown.statusCode).toBe(404);
      const still = (
        await call(token, 'GET', '/api/pending-operators?fts_ai_profile_id=ai-nobody')
      ).json<unknown[]>();
      expect(still).toHaveLength(1);
    });
  },
);
