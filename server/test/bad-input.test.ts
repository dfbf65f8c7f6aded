import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { errorBody } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import {
  branches,
  companies,
  companyAppPreferences,
  companyFeatureFlags,
  companyPreferences,
  markets,
  userFeatureFlagOverrides,
  trackers,
  assets,
  assetServiceRecords,
  maintenanceGroupIntervals,
  maintenanceGroups,
  workOrderTaskItems,
  workOrderUserAssignments,
  workOrders,
  assetKeypadEntries,
  keypadCodes,
  operatorAssignments,
  operators,
  pendingOperators,
  safetyEvents,
  photos,
  serviceRequestFiles,
  serviceRequests,
  shareLinks,
  smsMessages,
  uploads,
  userPreferences,
  userViewSettings,
  users,
  invoices,
  invoiceLineItems,
  parts,
  quotes,
  quoteLines,
} from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { rentalWriteSamples } from './rental-write-samples';
import { cardWriteSamples } from './card-write-samples';
import { catalogueWriteSamples } from './catalogue-walk-samples';
import { groupWalkIds, groupWriteSamples } from './group-walk-samples';
import { alertWalkIds, alertWriteSamples } from './alert-walk-samples';
import { cameraWriteSamples } from './camera-walk-samples';
import { operatorWriteSamples } from './operator-walk-samples';
import { safetyEventWriteSamples } from './safety-event-walk-samples';
import { quoteWalkIds, quoteWriteSamples } from './quote-walk-samples';
import { billingWalkIds, billingWriteSamples } from './billing-walk-samples';
import { geofenceWalkIds, geofenceWriteSamples } from './geofence-walk-samples';
import { classWriteSamples } from './class-walk-samples';
import { workOrderWalkIds, workOrderWriteSamples } from './work-order-walk-samples';
import { SOME_JOB_ID, importWriteSamples } from './import-walk-samples';
import { companyAdminWalkIds, companyAdminWriteSamples } from './company-admin-walk-samples';

/**
 * The bad-input rule: every route validates its input; malformed JSON, wrong types,
 * unknown ids and oversized bodies answer 4xx in the `{ error: { code, message } }` shape with
 * a message a person understands — never a 500, never a partial write.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  hasBody: boolean;
}

function routesOf(app: TestApp['app']): Route[] {
  return app.registeredRoutes
    .filter((route: RouteOptions) => route.url.startsWith('/api/'))
    .filter((route) => !route.url.startsWith('/api/docs') && route.url !== '/api/fleet/graphql')
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((m): m is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
        .map((method) => ({ method, url: route.url, hasBody: Boolean(route.schema?.body) })),
    );
}

/** Every tenant table, sorted, so a before/after comparison shows any write at all. */
async function snapshot(t: TestApp): Promise<string> {
  const { db } = t.deps;
  const tables = await Promise.all([
    db.select().from(companies),
    db.select().from(users),
    db.select().from(branches),
    db.select().from(markets),
    db.select().from(userPreferences),
    db.select().from(companyAppPreferences),
    db.select().from(companyPreferences),
    db.select().from(userViewSettings),
    db.select().from(companyFeatureFlags),
    db.select().from(userFeatureFlagOverrides),
    db.select().from(trackers),
    db.select().from(assets),
    db.select().from(maintenanceGroups),
    db.select().from(maintenanceGroupIntervals),
    db.select().from(assetServiceRecords),
    db.select().from(workOrders),
    db.select().from(workOrderUserAssignments),
    db.select().from(workOrderTaskItems),
    db.select().from(operators),
    db.select().from(operatorAssignments),
    db.select().from(pendingOperators),
    db.select().from(safetyEvents),
    db.select().from(keypadCodes),
    db.select().from(assetKeypadEntries),
    db.select().from(uploads),
    db.select().from(serviceRequests),
    db.select().from(serviceRequestFiles),
    db.select().from(photos),
    db.select().from(shareLinks),
    db.select().from(smsMessages),
    db.select().from(quotes),
    db.select().from(quoteLines),
    db.select().from(invoices),
    db.select().from(invoiceLineItems),
    db.select().from(parts),
  ]);
  return JSON.stringify(tables.map((rows) => rows.map((row) => JSON.stringify(row)).sort()));
}

/** A 4xx in the DESIGN §3 shape, with a sentence rather than a stack trace. */
function expectReadableError(response: LightMyRequestResponse, status: number, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const { error } = errorBody.parse(response.json());
  expect(error.message.length, label).toBeGreaterThan(5);
  expect(error.message, label).not.toMatch(/\bat \w+ \(|node_modules|drizzle|sql/i);
  return error;
}

/** A GraphQL refusal: the status, and a sentence in `errors` rather than a stack trace. */
function expectGraphqlSentence(response: LightMyRequestResponse, status: number, label: string) {
  expect(response.statusCode, label).toBe(status);
  const { errors } = response.json<{ errors: Array<{ message: string }> }>();
  expect(errors[0]?.message.length, label).toBeGreaterThan(10);
  expect(errors[0]?.message, label).not.toMatch(/\bat \w+ \(|node_modules|drizzle|sql/i);
}

describe.skipIf(isPostgresUnavailable())('bad input', () => {
  let t: TestApp;
  let admin: string;
  let ids: Record<string, string>;
  let writes: Route[];
  let before: string;

  const fill = (url: string, values: Record<string, string> = ids): string =>
    url.replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no sample for :${name} in ${url}`);
      return value;
    });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    const session = await t.session(admin);
    const [branch] = (
      await t.call(admin, { method: 'GET', url: '/api/fleet/company/branches' })
    ).json();
    ids = {
      companyId: String(session.companyId),
      userId: String(session.userId),
      branchId: String(branch.id),
      flag: 'quotes',
      assetId: String(
        (await t.call(admin, { method: 'GET', url: '/api/assets?limit=1' })).json()[0].asset_id,
      ),
      rentalId: '1',
      trackerId: '1',
      thirdPartyRentalId: '1',
      orderId: '1',
      operatorId: '1',
      pendingOperatorId: '1',
      cameraId: '1',
      safetyEventId: '1',
      feed: 'outside',
      storageKey: 'c1-00000000-0000-4000-8000-000000000000',
      jobId: SOME_JOB_ID,
      uploadId: '1',
      photoId: '1',
      size: 'small',
      trackerRequestId: '1',
      categoryId: '1',
      equipmentClassId: '1',
      xrefId: '1',
      ...(await workOrderWalkIds(t, admin)),
      ...(await groupWalkIds(t, admin)),
      ...(await quoteWalkIds(t, admin)),
      ...(await billingWalkIds(t, admin)),
      ...(await companyAdminWalkIds(t, admin)),
      ...(await alertWalkIds(t, admin)),
      token: 'A'.repeat(43),
      ...(await geofenceWalkIds(t, admin)),
    };
    writes = routesOf(t.app).filter((route) => route.hasBody);
    before = await snapshot(t);
  });
  afterAll(async () => t?.close());

  it('finds every write route that takes a body', () => {
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'PATCH /api/users/:userId',
        'POST /api/companies/:companyId/users',
        'PATCH /api/companies/:companyId',
        'PUT /api/users/:userId/preferences',
        'PUT /api/companies/:companyId/preferences',
        'PATCH /api/companies/:companyId/company-preferences',
        'PUT /api/users/:userId/view-settings',
        'POST /api/fleet/company/branches',
        'PATCH /api/fleet/company/branches/:branchId',
        'POST /api/markets',
        'PUT /api/companies/:companyId/feature-flags/:flag',
        'PUT /api/users/:userId/feature-flags/:flag',
      ]),
    );
  });

  it('answers malformed JSON on every write route with 400 "not valid JSON"', async () => {
    for (const route of writes) {
      for (const payload of ['{"first_name": "A"', "{'a': 1}", '{"a":1,}', 'nul', '{"a":1}x']) {
        const response = await t.call(admin, {
          method: route.method,
          url: fill(route.url),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const error = expectReadableError(response, 400, `${route.method} ${route.url} ${payload}`);
        expect(error).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'The request body is not valid JSON.',
        });
      }
    }
  });

  it('answers a JSON body that is not an object, or no body, with 400', async () => {
    for (const route of writes) {
      for (const payload of ['[]', '"text"', '42', 'null', '']) {
        const response = await t.call(admin, {
          method: route.method,
          url: fill(route.url),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const error = expectReadableError(response, 400, `${route.method} ${route.url} ${payload}`);
        expect(error.code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE on every write route', async () => {
    const huge = JSON.stringify({ first_name: 'x'.repeat(1024 * 1024) });
    for (const route of writes) {
      const response = await t.call(admin, {
        method: route.method,
        url: fill(route.url),
        payload: huge,
        headers: { 'content-type': 'application/json' },
      });
      const error = expectReadableError(response, 413, `${route.method} ${route.url}`);
      expect(error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is too large.',
      });
    }
  });

  it('answers a body that is not JSON with 415 on every write route', async () => {
    for (const route of writes) {
      for (const [type, payload] of [
        ['text/plain', '{"name":"x"}'],
        ['application/xml', '<name>x</name>'],
        ['application/x-www-form-urlencoded', 'name=x'],
        ['multipart/form-data; boundary=x', '--x--'],
      ] as const) {
        const response = await t.call(admin, {
          method: route.method,
          url: fill(route.url),
          payload,
          headers: { 'content-type': type },
        });
        const error = expectReadableError(response, 415, `${route.method} ${route.url} ${type}`);
        expect(error).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the request body as application/json.',
        });
      }
    }
  });

  it('refuses unknown keys on every write route: the schemas are strict', async () => {
    const valid: Record<string, object> = {
      'POST /api/auth/login': { email: 'admin@demo.test', password: 'fleet-demo' },
      'PATCH /api/users/:userId': { first_name: 'Avery' },
      'POST /api/companies/:companyId/users': {
        email: 'strict@demo.test',
        first_name: 'S',
        last_name: 'T',
        password: 'long enough pw',
        security_level_id: 5,
      },
      'PATCH /api/companies/:companyId': { name: 'Demo Construction Co.' },
      'PUT /api/users/:userId/preferences': { preferences: {} },
      'PUT /api/companies/:companyId/preferences': { preferences: {} },
      'PATCH /api/companies/:companyId/company-preferences': { hide_details: false },
      'PUT /api/users/:userId/view-settings': {
        default_branch_ids: [],
        default_organization_ids: [],
      },
      'POST /api/fleet/company/branches': { name: 'Strict' },
      'PATCH /api/fleet/company/branches/:branchId': { active: true },
      'POST /api/markets': { name: 'Strict' },
      'PUT /api/companies/:companyId/feature-flags/:flag': { enabled: false },
      'PUT /api/users/:userId/feature-flags/:flag': { enabled: false },
      'POST /api/assets/:assetId/locations/manual': { latitude: 38.95, longitude: -92.33 },
      'POST /api/trackers': { device_serial: 'STRICT-0001' },
      'POST /api/assets': { custom_name: 'Strict', asset_type_id: 2 },
      'PUT /api/trackers/:trackerId/asset': { asset_id: null },
      'PUT /api/assets/:assetId/operator': { operator_id: null },
      ...rentalWriteSamples('Strict', { latitude: 38.95, longitude: -92.33 }),
      ...cardWriteSamples(1),
      ...catalogueWriteSamples(),
      ...classWriteSamples('Strict'),
      ...workOrderWriteSamples('Strict'),
      ...groupWriteSamples(),
      ...quoteWriteSamples(),
      ...billingWriteSamples(),
      ...geofenceWriteSamples('Strict'),
      ...importWriteSamples(),
      ...companyAdminWriteSamples(),
      ...alertWriteSamples(),
      ...cameraWriteSamples(),
      ...operatorWriteSamples(1),
      ...safetyEventWriteSamples(),
      'POST /api/fleet/inventory/export': { queryValue: 'Strict' },
      'POST /api/devices/positions': {
        positions: [
          {
            device_id: 'DEMO000001',
            timestamp: 1_795_000_000_000,
            latitude: 38.9,
            longitude: -92.3,
          },
        ],
      },
    };
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      const sample = valid[key];
      expect(sample, `add a valid sample body for ${key}`).toBeDefined();
      const response = await t.call(admin, {
        method: route.method,
        url: fill(route.url),
        payload: { ...sample, company_id: 2, is_admin: true },
      });
      const error = expectReadableError(response, 400, key);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message, key).toMatch(/Unrecognized keys: "company_id", "is_admin"/);
    }
  });

  it('names the field of a wrong type', async () => {
    const cases: [Method, string, object, string][] = [
      ['PATCH', '/api/users/:userId', { security_level_id: 9 }, 'security_level_id'],
      ['PATCH', '/api/users/:userId', { security_level_id: '1' }, 'security_level_id'],
      ['PATCH', '/api/users/:userId', { first_name: 123 }, 'first_name'],
      ['PATCH', '/api/users/:userId', { first_name: '' }, 'first_name'],
      ['PATCH', '/api/users/:userId', { read_only: 'false' }, 'read_only'],
      ['PATCH', '/api/users/:userId', { phone_number: 'call me' }, 'phone_number'],
      [
        'PATCH',
        '/api/users/:userId',
        { preferred_landing_page: 'nowhere' },
        'preferred_landing_page',
      ],
      ['PATCH', '/api/users/:userId', { user_type_id: 1.5 }, 'user_type_id'],
      ['PATCH', '/api/companies/:companyId', { timezone: 42 }, 'timezone'],
      [
        'PUT',
        '/api/users/:userId/view-settings',
        { default_branch_ids: 'all', default_organization_ids: [] },
        'default_branch_ids',
      ],
      [
        'PUT',
        '/api/users/:userId/view-settings',
        { default_branch_ids: [true], default_organization_ids: [] },
        'default_branch_ids.0',
      ],
      [
        'PUT',
        '/api/users/:userId/view-settings',
        { default_branch_ids: ['1'], default_organization_ids: [] },
        'default_branch_ids.0',
      ],
      ['PUT', '/api/users/:userId/preferences', { preferences: [] }, 'preferences'],
      ['POST', '/api/fleet/company/branches', { name: ['x'] }, 'name'],
      ['POST', '/api/markets', { name: null }, 'name'],
      ['PUT', '/api/companies/:companyId/feature-flags/:flag', { enabled: 'on' }, 'enabled'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await t.call(admin, { method, url: fill(url), payload });
      const label = `${method} ${url} ${JSON.stringify(payload)}`;
      const error = expectReadableError(response, 400, label);
      expect(error.code, label).toBe('VALIDATION_FAILED');
      expect(error.message, label).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
      expect(error.message, label).not.toMatch(/NaN/);
    }
  });

  it('refuses text PostgreSQL cannot store as sent: NUL, or half a surrogate pair', async () => {
    const cases: [Method, string, object, RegExp][] = [
      ['PATCH', '/api/users/:userId', { first_name: 'Av\u0000ery' }, /^first_name: .*NUL/],
      ['PUT', '/api/users/:userId/preferences', { preferences: { 'k\u0000': 'v' } }, /NUL/],
      ['PUT', '/api/users/:userId/preferences', { preferences: { key: 'v\u0000' } }, /NUL/],
      ['POST', '/api/markets', { name: '\u0000' }, /^name: .*NUL/],
      ['PATCH', '/api/users/:userId', { first_name: 'Av\ud800ery' }, /^first_name: .*surrogate/],
      ['PUT', '/api/users/:userId/preferences', { preferences: { a: '\udc00' } }, /surrogate/],
      ['PUT', '/api/users/:userId/preferences', { preferences: { '\ud83d': 1 } }, /surrogate/],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await t.call(admin, { method, url: fill(url), payload });
      const error = expectReadableError(response, 400, `${method} ${url}`);
      expect(error.message).toMatch(message);
    }
  });

  it('answers deeply nested bodies and out-of-range integers with a 400', async () => {
    const deep = `{"preferences":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const nested = await t.call(admin, {
      method: 'PUT',
      url: fill('/api/users/:userId/preferences'),
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(expectReadableError(nested, 400, 'deep').message).toMatch(/^preferences: /);
    for (const [url, payload, field] of [
      ['/api/users/:userId', { user_type_id: 2 ** 31 }, 'user_type_id'],
      ['/api/users/:userId', { user_type_id: 2 ** 53 + 2 }, 'user_type_id'],
      [
        '/api/users/:userId/view-settings',
        { default_branch_ids: [], default_organization_ids: [2 ** 31] },
        'default_organization_ids.0',
      ],
    ] as const) {
      const response = await t.call(admin, {
        method: url.endsWith('view-settings') ? 'PUT' : 'PATCH',
        url: fill(url),
        payload,
      });
      const error = expectReadableError(response, 400, `${url} ${field}`);
      expect(error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: Too big`));
    }
  });

  it('answers ids that are not positive whole numbers with 400 naming the parameter', async () => {
    const withIds = routesOf(t.app).filter((route) =>
      /:(userId|companyId|branchId)/.test(route.url),
    );
    expect(withIds.length).toBeGreaterThan(10);
    for (const route of withIds) {
      for (const bad of ['abc', '0x1', '1e0', '1.0', '-1', '0', '99999999999', '%20']) {
        for (const param of ['userId', 'companyId', 'branchId'].filter((p) =>
          route.url.includes(`:${p}`),
        )) {
          const response = await t.call(admin, {
            method: route.method,
            url: fill(route.url, { ...ids, [param]: bad }),
            ...(route.hasBody ? { payload: {} } : {}),
          });
          const label = `${route.method} ${route.url} ${param}=${bad}`;
          const error = expectReadableError(response, 400, label);
          expect(error.message, label).toMatch(new RegExp(`^${param}: `));
        }
      }
    }
  });

  it('answers unknown ids with 404', async () => {
    const cases: [Method, string, object?][] = [
      ['GET', '/api/users/999999'],
      ['PATCH', '/api/users/999999', { first_name: 'Ghost' }],
      ['GET', '/api/companies/999999'],
      ['PATCH', '/api/companies/999999', { name: 'Ghost' }],
      ['GET', '/api/companies/999999/users'],
      ['GET', `/api/companies/${ids.companyId}/users/999999`],
      ['GET', '/api/users/999999/preferences'],
      ['GET', '/api/users/999999/view-settings'],
      ['PATCH', '/api/fleet/company/branches/999999', { name: 'Ghost' }],
      ['PUT', '/api/users/999999/feature-flags/quotes', { enabled: true }],
      ['DELETE', '/api/users/999999/feature-flags/quotes'],
      // A share link's token that is no link (docs/SHARING.md): found by nobody.
      ['GET', `/api/public/share/${'A'.repeat(43)}`],
    ];
    for (const [method, url, payload] of cases) {
      const response = await t.call(admin, { method, url, ...(payload ? { payload } : {}) });
      expect(expectReadableError(response, 404, `${method} ${url}`).code).toBe('NOT_FOUND');
    }
  });

  it('answers an unknown API path or method with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/users'],
      ['DELETE', `/api/users/${ids.userId}`],
      ['POST', '/api/states'],
    ] as const) {
      const response = await t.call(admin, {
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      const error = expectReadableError(response, 404, `${method} ${url}`);
      expect(error).toEqual({
        code: 'NOT_FOUND',
        message: `There is no ${method} ${url} in this API.`,
      });
    }
    // Without a token too: a missing route is a 404, not a sign-in prompt.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(expectReadableError(anonymous, 404, 'anonymous').message).toBe(
      'There is no GET /api/nothing-here in this API.',
    );
  });

  it('answers bad query parameters with 400 naming them', async () => {
    for (const [url, param] of [
      [`/api/users/${ids.userId}/preferences?client_application_id=abc`, 'client_application_id'],
      [`/api/users/${ids.userId}/preferences?client_application_id=0x1`, 'client_application_id'],
      [
        `/api/users/${ids.userId}/preferences?client_application_id=1&client_application_id=2`,
        'client_application_id',
      ],
      [
        `/api/companies/${ids.companyId}/preferences?client_application_id=-3`,
        'client_application_id',
      ],
      [`/api/users/${ids.userId}/view-settings?application_id=2`, 'application_id'],
      [`/api/users/${ids.userId}/view-settings?application_id=`, 'application_id'],
      ['/api/fleet/company/branches?public=maybe', 'public'],
    ] as const) {
      const error = expectReadableError(await t.call(admin, { method: 'GET', url }), 400, url);
      expect(error.message, url).toMatch(new RegExp(`^${param}: `));
      expect(error.message, url).not.toMatch(/NaN/);
    }
  });

  it('answers bad GraphQL mutations (archiveAsset, restoreAsset) with a 4xx sentence', async () => {
    const asset = ids.assetId ?? '1';
    for (const [query, status] of [
      [`mutation { archiveAsset(archivedStatus: DELETED, assetId: ${asset}) }`, 400],
      [`mutation { archiveAsset(archivedStatus: "SOLD", assetId: ${asset}) }`, 400],
      [`mutation { archiveAsset(assetId: ${asset}) }`, 400],
      ['mutation { archiveAsset(archivedStatus: SOLD, assetId: 2147483648) }', 400],
      ['mutation { restoreAsset(assetId: "1") }', 400],
      ['mutation { restoreAsset(assetId: 1.5) }', 400],
      ['mutation { archiveAsset(archivedStatus: SOLD, assetId: 0) }', 404],
      ['mutation { restoreAsset(assetId: 2147483647) }', 404],
      // In service: nothing to restore.
      [`mutation { restoreAsset(assetId: ${asset}) }`, 409],
    ] as const) {
      const response = await t.call(admin, {
        method: 'POST',
        url: '/api/fleet/graphql',
        payload: { query },
      });
      expect(response.statusCode, query).toBe(status);
      const [error] = response.json<{ errors: Array<{ message: string }> }>().errors;
      // graphql-js words type errors ('Int cannot represent …'); ours end as sentences do.
      expect(error?.message, query).toMatch(status === 400 ? /^[A-Z"].{10,}/ : /^[A-Z].{10,}\.$/);
      expect(error?.message, query).not.toMatch(/\bat \w+ \(|node_modules|drizzle|sql/i);
    }
  });

  it('answers bad share-location mutations with a 4xx sentence', async () => {
    const asset = ids.assetId ?? '1';
    const phone = 'phoneNumber: "5735550101"';
    for (const [args, status] of [
      [`assetId: "1", ${phone}`, 400],
      [`assetId: 2147483648, ${phone}`, 400],
      [`assetId: ${asset}, phoneNumber: 5735550101`, 400],
      [`assetId: ${asset}, phoneNumber: "12"`, 400],
      [`assetId: ${asset}`, 400],
      [phone, 400],
      [`location: { latitude: 100, longitude: 0 }, ${phone}`, 400],
      [`location: { latitude: 1 }, ${phone}`, 400],
      // GraphQL literals can spell what the JSON body guard never sees.
      [`assetId: ${asset}, ${phone}, message: "\\u0000"`, 400],
      [`location: { latitude: 1, longitude: 1, name: "\\ud800" }, ${phone}`, 400],
      [`assetId: 2147483647, ${phone}`, 404],
      [`rentalId: 2147483647, ${phone}`, 404],
    ] as const) {
      const query = `mutation { shareLocation(${args}) { ok } }`;
      expectGraphqlSentence(
        await t.call(admin, { method: 'POST', url: '/api/fleet/graphql', payload: { query } }),
        status,
        query,
      );
    }
  });

  it('left every table exactly as it was', async () => {
    expect(await snapshot(t)).toBe(before);
  });
});

describe.skipIf(isPostgresUnavailable())('never a 500, whatever the body', () => {
  let t: TestApp;
  let admin: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    const session = await t.session(admin);
    ids = {
      companyId: String(session.companyId),
      userId: String(session.userId),
      branchId: '1',
      flag: 'quotes',
    };
  });
  afterAll(async () => t?.close());

  it('answers random JSON on every write route with a 2xx or a readable 4xx', async () => {
    const writes = routesOf(t.app).filter((route) => route.hasBody);
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', ' ', '\u0000', '\ud800', 'a\udc00b', '😀', 'x'.repeat(3000)),
    );
    const value = fc.oneof(
      fc.jsonValue(),
      text,
      fc.integer(),
      fc.constantFrom(2 ** 31, -1, 0, 1.5, 1e308, 2 ** 53 + 2, true, null),
      fc.array(fc.oneof(fc.integer(), text), { maxLength: 5 }),
      fc.dictionary(text, fc.oneof(text, fc.integer(), fc.boolean()), { maxKeys: 5 }),
    );
    const key = fc.constantFrom(
      'first_name',
      'name',
      'email',
      'password',
      'preferences',
      'enabled',
      'timezone',
      'phone_number',
      'employee_id',
      'user_type_id',
      'security_level_id',
      'over_speed_threshold_mph',
      'default_branch_ids',
      'default_organization_ids',
    );
    const rawBody = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.dictionary(key, value, { maxKeys: 4 }).map((v) => JSON.stringify(v)),
      fc.string({ unit: 'binary' }),
      fc.nat(6000).map((depth) => `{"preferences":${'['.repeat(depth)}${']'.repeat(depth)}}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), rawBody, async (route, payload) => {
        const response = await t.call(admin, {
          method: route.method,
          url: route.url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '1'),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
        if (response.statusCode >= 400) errorBody.parse(response.json());
      }),
      { numRuns: 300 },
    );
  });

  it('answers random path ids and query values with a 2xx or a readable 4xx', async () => {
    const gets = routesOf(t.app).filter(
      (route) => route.method === 'GET' && route.url.includes(':'),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...gets), fc.string(), fc.string(), async (route, id, q) => {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          name === 'flag' ? 'quotes' : encodeURIComponent(id) || '1',
        );
        const query = `client_application_id=${encodeURIComponent(q)}&application_id=${encodeURIComponent(q)}`;
        const response = await t.call(admin, { method: 'GET', url: `${url}?${query}` });
        expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) errorBody.parse(response.json());
      }),
      { numRuns: 150 },
    );
  });
});

describe.skipIf(isPostgresUnavailable())('security headers and the API document', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    user = await t.login('user@demo.test');
  });
  afterAll(async () => t?.close());

  it('sends helmet’s headers on answers and on errors alike', async () => {
    const responses: [string, LightMyRequestResponse][] = [
      ['200', await t.call(admin, { method: 'GET', url: '/api/states' })],
      ['400', await t.call(admin, { method: 'GET', url: '/api/users/abc' })],
      ['401', await t.app.inject({ method: 'GET', url: '/api/states' })],
      ['403', await t.call(user, { method: 'POST', url: '/api/markets', payload: { name: 'x' } })],
      ['404', await t.call(admin, { method: 'GET', url: '/api/nothing-here' })],
      [
        '413',
        await t.call(admin, {
          method: 'POST',
          url: '/api/markets',
          payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        '415',
        await t.call(admin, {
          method: 'POST',
          url: '/api/markets',
          payload: 'name=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ],
    ];
    for (const [status, response] of responses) {
      expect(String(response.statusCode)).toBe(status);
      expect(response.headers['x-content-type-options'], status).toBe('nosniff');
      expect(response.headers['x-frame-options'], status).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(response.headers['content-security-policy'], status).toMatch(
        /default-src '(none|self)'/,
      );
      expect(response.headers['x-powered-by'], status).toBeUndefined();
    }
  });

  it('serves the OpenAPI document of every route to a signed-in caller', async () => {
    const response = await t.call(admin, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, object> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/{userId}',
        '/api/companies/{companyId}/users',
        '/api/users/{userId}/view-settings',
        '/api/fleet/company/branches/{branchId}',
        '/api/companies/{companyId}/feature-flags/{flag}',
      ]),
    );
  });
});
