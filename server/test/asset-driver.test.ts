import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetDriver } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeOperator, makePendingOperator } from '../src/demo/operator-factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe.skipIf(isPostgresUnavailable())(
  'GET assets/{id}/driver: the Driver panel in one call',
  () => {
    let t: TestApp;
    let token: string;
    const ids = { truck: 0, quiet: 0, driver: 0, unnamed: 0, otherAsset: 0 };
    const get = (url: string) => t.call(token, { method: 'GET', url });

    beforeAll(async () => {
      t = await createTestApp();
      const db = t.deps.db;
      const { company, admin } = await makeCompanyWithAdmin(db);
      const cid = company.companyId;
      ids.truck = (await makeAsset(db, cid, { customName: 'Truck 9' })).assetId;
      ids.quiet = (await makeAsset(db, cid, { customName: 'Idle trailer' })).assetId;
      ids.driver = (
        await makeOperator(db, cid, { firstName: 'Dana', lastName: 'Reyes', ftsDriverId: 'fts-4' })
      ).operatorId;
      // Two sightings on the truck: one nobody named yet, an older one since named.
      ids.unnamed = (
        await makePendingOperator(db, cid, ids.truck, {
          eventDate: ago(HOUR),
          vendorCameraId: 'c-7',
        })
      ).pendingOperatorId;
      await makePendingOperator(db, cid, ids.truck, {
        eventDate: ago(5 * HOUR),
        identifiedOperatorId: ids.driver,
      });

      const other = await makeCompanyWithAdmin(db);
      ids.otherAsset = (await makeAsset(db, other.company.companyId)).assetId;
      await makeOperator(db, other.company.companyId, { firstName: 'Secret', lastName: 'Rival' });
      await makePendingOperator(db, other.company.companyId, ids.otherAsset, {
        ftsAiProfileId: 'ai-rival',
      });

      token = await t.login(admin.email);
      const assigned = await t.call(token, {
        method: 'PUT',
        url: `/api/assets/${ids.truck}/operator`,
        payload: { operator_id: ids.driver },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    });
    afterAll(async () => t?.close());

    it('answers what the current-operator and pending-operators calls answer, together', async () => {
      const response = await get(`/api/assets/${ids.truck}/driver`);
      expect(response.statusCode, response.body).toBe(200);
      const panel = assetDriver.parse(response.json());
      const current = (await get(`/api/operators/current-asset/${ids.truck}`)).json();
      const pending = (await get(`/api/pending-operators?t3_asset_id=${ids.truck}`)).json();
      expect(panel).toEqual({ current_operator: current, pending_operators: pending });
      expect(panel.current_operator).toMatchObject({
        first_name: 'Dana',
        active_operator: { active_assignment: { asset_id: ids.truck, source: 'manual' } },
      });
      // Only the sighting nobody named; the named one is history.
      expect(panel.pending_operators.map((p) => p.pending_operator_id)).toEqual([ids.unnamed]);
    });

    it('answers null and no sightings for an asset nobody drives', async () => {
      const response = await get(`/api/assets/${ids.quiet}/driver`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ current_operator: null, pending_operators: [] });
    });

    it("answers 404 for another company's asset, never its driver or sightings", async () => {
      const response = await get(`/api/assets/${ids.otherAsset}/driver`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Rival');
      expect(response.body).not.toContain('ai-rival');
    });

    it('refuses an id that is not one, with a sentence', async () => {
      const response = await get('/api/assets/abc/driver');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/assetId/);
    });
  },
);
