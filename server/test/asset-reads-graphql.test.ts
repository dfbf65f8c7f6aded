import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, MESSAGES } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const FETCH = 'query Fetch($assetId: Int!) { fetchAssetByID(assetId: $assetId) }';
const MEMBER_FIELDS = `id customName companyId equipmentMakeName equipmentModelName customModel
  activeRentalId serialNumber vin`;
const FOR_ALERTS = `{ assetsForAlerts { ${MEMBER_FIELDS} } }`;
const FOR_GROUPS = `{ assetsForGroups { ${MEMBER_FIELDS} } }`;

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * spec 2 §7 fetchAssetByID(assetId) and assetsForAlerts: reads at the fleet GraphQL endpoint
 * over the REST services (GET /api/assets/{id}; the company's assets in service, for those who
 * open Alerts), with their rules: another company's asset is not found and never listed.
 */
describe.skipIf(isPostgresUnavailable())('asset reads over GraphQL (spec 2 §7)', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let readOnly: string;
  let driver: string;
  let lowerLevels: Array<[number, string]>;
  let companyId: number;
  let assetId: number;
  let archivedId: number;
  let otherAssetId: number;

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query, variables },
    });
    return {
      status: response.statusCode,
      body: response.json<GraphqlAnswer>(),
      text: response.body,
    };
  };
  const restAsset = (token: string, id: number) =>
    t.call(token, { method: 'GET', url: `/api/assets/${id}` });
  const idsOf = (answer: { body: GraphqlAnswer }) =>
    ((answer.body.data?.assetsForAlerts ?? []) as Array<{ id: number }>).map((a) => a.id);

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { company: { name: 'Read Paving' } });
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    const login = async (securityLevelId: number, readOnlyUser = false) =>
      t.login(
        (await makeUser(t.deps.db, companyId, { securityLevelId, readOnly: readOnlyUser })).email,
      );
    manager = await login(2);
    readOnly = await login(1, true);
    driver = await login(7);
    // Sales, user, operations and driver: the levels the Alerts pages are not for.
    lowerLevels = [
      [4, await login(4)],
      [5, await login(5)],
      [6, await login(6)],
      [7, driver],
    ];
    assetId = (await makeAsset(t.deps.db, companyId, { customName: 'Paver 7', vin: null })).assetId;
    archivedId = (
      await makeAsset(t.deps.db, companyId, {
        customName: 'Sold Roller',
        archivedStatus: 'SOLD',
        archivedAt: new Date(),
      })
    ).assetId;
    const other = await makeCompanyWithAdmin(t.deps.db, { company: { name: 'Hidden Quarry' } });
    otherAssetId = (await makeAsset(t.deps.db, other.company.companyId, { customName: 'SECRET-7' }))
      .assetId;
  });
  afterAll(async () => t?.close());

  describe('fetchAssetByID', () => {
    it('answers the asset exactly as GET /api/assets/{id} does, to every level that reads it', async () => {
      for (const token of [admin, readOnly, driver]) {
        const answer = await gql(token, FETCH, { assetId });
        expect(answer.body.errors).toBeUndefined();
        const rest = await restAsset(token, assetId);
        expect(rest.statusCode).toBe(200);
        expect(answer.body.data?.fetchAssetByID).toEqual(rest.json());
      }
      expect((await gql(admin, FETCH, { assetId })).body.data?.fetchAssetByID).toMatchObject({
        asset_id: assetId,
        custom_name: 'Paver 7',
        company_id: companyId,
      });
    });

    it("answers another company's asset or an unknown id as not found, as REST does", async () => {
      const rest = await restAsset(admin, otherAssetId);
      expect(rest.statusCode).toBe(404);
      for (const id of [otherAssetId, 2_147_483_000, 0, -5]) {
        const answer = await gql(admin, FETCH, { assetId: id });
        expect(answer.status, String(id)).toBe(404);
        expect(answer.body.data ?? null).toBeNull();
        expect(answer.body.errors?.[0]).toMatchObject({
          message: MESSAGES.notFound,
          extensions: { code: 'NOT_FOUND' },
        });
        expect(answer.text).not.toContain('SECRET');
        expect(answer.text).not.toContain('Hidden Quarry');
      }
      expect(rest.json().error.message).toBe(MESSAGES.notFound);
    });

    it('refuses a caller without a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fleet/graphql',
        payload: { query: FETCH, variables: { assetId } },
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Paver 7');
    });
  });

  describe('assetsForAlerts', () => {
    it("lists the company's assets in service, as assetsForGroups does, for admins and managers", async () => {
      const all = await gql(admin, FOR_GROUPS);
      for (const token of [admin, manager, readOnly]) {
        const answer = await gql(token, FOR_ALERTS);
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data?.assetsForAlerts).toEqual(all.body.data?.assetsForGroups);
      }
      const listed = await gql(manager, FOR_ALERTS);
      expect(listed.body.data?.assetsForAlerts).toContainEqual({
        id: assetId,
        customName: 'Paver 7',
        companyId,
        equipmentMakeName: null,
        equipmentModelName: null,
        customModel: null,
        activeRentalId: null,
        serialNumber: null,
        vin: null,
      });
      // An archived asset is out of service; another company's is never listed.
      expect(idsOf(listed)).not.toContain(archivedId);
      expect(idsOf(listed)).not.toContain(otherAssetId);
      expect(listed.text).not.toContain('SECRET');
    });

    it('refuses the levels that do not open Alerts, with the Alerts sentence', async () => {
      for (const [level, token] of lowerLevels) {
        const answer = await gql(token, FOR_ALERTS);
        expect(answer.status, `level ${level}`).toBe(403);
        expect(answer.body.data ?? null).toBeNull();
        expect(answer.body.errors?.[0]).toMatchObject({
          message: ALERT_MESSAGES.notAllowed,
          extensions: { code: 'FORBIDDEN' },
        });
      }
    });
  });
});
