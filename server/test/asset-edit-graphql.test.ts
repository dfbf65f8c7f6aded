import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_EDIT_MESSAGES, MESSAGES, user } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const UPDATE = `mutation Update($assetId: Int!, $input: UpdateAssetInput!) {
  updateAsset(assetId: $assetId, input: $input) }`;
const COLOR = `mutation Color($assetId: Int!, $markerColor: String) {
  setAssetColor(assetId: $assetId, markerColor: $markerColor) }`;
const USERS = `{ getUsers { userId companyId firstName lastName email securityLevelId readOnly
  phoneNumber i18nUnit dateCreated } }`;

interface GraphqlErrorBody {
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * spec 2 §7 updateAsset, setAssetColor and getUsers: the GraphQL names of the asset edit and
 * the users list, answering as REST does (same rules, refusals and sentences).
 */
describe.skipIf(isPostgresUnavailable())('asset edit and users over GraphQL', () => {
  let t: TestApp;
  let adminToken: string;
  let readOnlyToken: string;
  let driverToken: string;
  let otherToken: string;
  let assetId: number;
  let otherAssetId: number;
  let companyId: number;

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json<GraphqlErrorBody>(), raw: response };
  };
  const firstError = (answer: { body: GraphqlErrorBody }) => answer.body.errors?.[0];
  const rest = (token: string, payload: object, id = assetId) =>
    t.call(token, { method: 'PATCH', url: `/api/assets/${id}`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    const { company, admin } = await makeCompanyWithAdmin(t.deps.db, {
      company: { name: 'Graph Paving' },
    });
    companyId = company.companyId;
    adminToken = await t.login(admin.email);
    assetId = (await makeAsset(t.deps.db, companyId, { customName: 'Roller 3' })).assetId;
    const reader = await makeUser(t.deps.db, companyId, { securityLevelId: 1, readOnly: true });
    readOnlyToken = await t.login(reader.email);
    const driver = await makeUser(t.deps.db, companyId, { securityLevelId: 7 });
    driverToken = await t.login(driver.email);
    const other = await makeCompanyWithAdmin(t.deps.db, {
      company: { name: 'Hidden Quarry' },
      admin: { firstName: 'Quinn', lastName: 'Secret' },
    });
    otherAssetId = (await makeAsset(t.deps.db, other.company.companyId, { customName: 'SECRET-1' }))
      .assetId;
    otherToken = await t.login(other.admin.email);
  });
  afterAll(async () => t?.close());

  it('updateAsset changes only the fields sent and answers the asset as REST does', async () => {
    const answer = await gql(adminToken, UPDATE, {
      assetId,
      input: { customName: '  Roller 3B ', vin: '1hgcm82633a004352', year: 2020, model: '' },
    });
    expect(answer.body).not.toHaveProperty('errors');
    const data = answer.raw.json<{ data: { updateAsset: Record<string, unknown> } }>().data;
    expect(data.updateAsset).toMatchObject({
      asset_id: assetId,
      custom_name: 'Roller 3B',
      vin: '1HGCM82633A004352',
      year: 2020,
      model: null,
      marker_color: null,
    });
    const read = await t.call(adminToken, { method: 'GET', url: `/api/assets/${assetId}` });
    expect(read.json()).toEqual(data.updateAsset);
  });

  it('setAssetColor sets the marker colour and null brings back the default', async () => {
    const set = await gql(adminToken, COLOR, { assetId, markerColor: '#1C7ED6' });
    expect(set.raw.json().data.setAssetColor).toMatchObject({ marker_color: '#1c7ed6' });
    const cleared = await gql(adminToken, COLOR, { assetId, markerColor: null });
    expect(cleared.raw.json().data.setAssetColor).toMatchObject({ marker_color: null });
  });

  it('refuses bad input with the sentence REST gives, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ customName: '' }, { custom_name: '' }],
      [
        { vin: 'NOT-A-VIN', year: 1800 },
        { vin: 'NOT-A-VIN', year: 1800 },
      ],
      [{ markerColor: 'red' }, { marker_color: 'red' }],
      [{}, {}],
    ];
    for (const [input, body] of cases) {
      const viaGraphql = await gql(adminToken, UPDATE, { assetId, input });
      const viaRest = await rest(adminToken, body);
      expect(viaRest.statusCode).toBe(400);
      expect(viaGraphql.status).toBe(400);
      expect(firstError(viaGraphql)).toMatchObject({
        message: viaRest.json().error.message,
        extensions: { code: 'VALIDATION_FAILED' },
      });
    }
    expect(
      firstError(await gql(adminToken, UPDATE, { assetId, input: { customName: '' } })),
    ).toMatchObject({ message: `custom_name: ${ASSET_EDIT_MESSAGES.nameRequired}` });
    const color = await gql(adminToken, COLOR, { assetId, markerColor: 'red' });
    const colorRest = await t.call(adminToken, {
      method: 'PUT',
      url: `/api/assets/${assetId}/marker-color`,
      payload: { marker_color: 'red' },
    });
    expect(firstError(color)?.message).toBe(colorRest.json().error.message);
    const read = await t.call(adminToken, { method: 'GET', url: `/api/assets/${assetId}` });
    expect(read.json()).toMatchObject({ custom_name: 'Roller 3B', marker_color: null });
  });

  it('answers another company’s asset exactly like one that does not exist', async () => {
    for (const [query, variables] of [
      [UPDATE, { input: { model: 'X' } }],
      [COLOR, { markerColor: '#000000' }],
    ] as const) {
      const theirs = await gql(adminToken, query, { ...variables, assetId: otherAssetId });
      const none = await gql(adminToken, query, { ...variables, assetId: 2_000_000_000 });
      expect(theirs.status).toBe(404);
      expect(firstError(theirs)?.extensions?.code).toBe('NOT_FOUND');
      expect(theirs.body).toEqual(none.body);
      expect(JSON.stringify(theirs.body)).not.toContain('SECRET');
    }
    const kept = await t.call(otherToken, { method: 'GET', url: `/api/assets/${otherAssetId}` });
    expect(kept.json()).toMatchObject({ model: null, marker_color: null });
  });

  it('refuses a read-only user as REST does, and one without the edit ability', async () => {
    for (const [query, variables] of [
      [UPDATE, { assetId, input: { model: 'X' } }],
      [COLOR, { assetId, markerColor: '#000000' }],
    ] as const) {
      const answer = await gql(readOnlyToken, query, variables);
      expect(answer.status).toBe(403);
      expect(firstError(answer)).toMatchObject({
        message: MESSAGES.readOnly,
        extensions: { code: 'READ_ONLY' },
      });
      const driver = await gql(driverToken, query, variables);
      expect(driver.status).toBe(403);
      expect(firstError(driver)?.message).toBe(ASSET_EDIT_MESSAGES.notAllowed);
    }
    const rested = await rest(readOnlyToken, { model: 'X' });
    expect(rested.json().error).toMatchObject({ code: 'READ_ONLY', message: MESSAGES.readOnly });
  });

  it('getUsers lists the company’s users as REST does, camelCase, for any signed-in user', async () => {
    const listed = await t.call(driverToken, {
      method: 'GET',
      url: `/api/companies/${companyId}/users`,
    });
    const viaRest = user.array().parse(listed.json());
    for (const token of [adminToken, readOnlyToken, driverToken]) {
      const answer = await gql(token, USERS);
      const users = answer.raw.json<{ data: { getUsers: Array<Record<string, unknown>> } }>().data
        .getUsers;
      expect(users).toEqual(
        viaRest.map((u) => ({
          userId: u.user_id,
          companyId: u.company_id,
          firstName: u.first_name,
          lastName: u.last_name,
          email: u.email,
          securityLevelId: u.security_level_id,
          readOnly: u.read_only,
          phoneNumber: u.phone_number,
          i18nUnit: u.i18n_unit,
          dateCreated: u.date_created,
        })),
      );
    }
    const theirs = await gql(otherToken, USERS);
    expect(JSON.stringify(theirs.body)).not.toContain('Graph Paving');
    expect(JSON.stringify((await gql(adminToken, USERS)).body)).not.toContain('Quinn');
  });
});
