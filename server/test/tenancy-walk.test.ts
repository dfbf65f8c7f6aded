import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { seedDemoData } from '../src/demo/seed';
import { makeOrder } from '../src/demo/jobsite-factories';
import { makeThirdPartyRental } from '../src/demo/asset-factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { photos, trackerRequests, uploads } from '../src/db/schema/index';
import { rentalWriteSamples } from './rental-write-samples';
import { cardWriteSamples } from './card-write-samples';
import { catalogueWalkIds, catalogueWriteSamples } from './catalogue-walk-samples';
import { classWalkIds, classWriteSamples } from './class-walk-samples';
import { workOrderWalkIds, workOrderWriteSamples } from './work-order-walk-samples';
import {
  GRAPHQL_MUTATIONS,
  OWN_COMPANY_MUTATIONS,
  graphqlMutationNames,
  otherPresetId,
  PER_ASSET_MUTATIONS,
  sendMutation,
} from './graphql-mutation-samples';
import { GRAPHQL_QUERIES, ID_QUERIES, graphqlQueryNames } from './graphql-query-samples';
import { groupWalkIds, groupWriteSamples } from './group-walk-samples';
import { alertWalkIds, alertWriteSamples } from './alert-walk-samples';
import { operatorWalkIds, operatorWriteSamples } from './operator-walk-samples';
import { quoteWalkIds, quoteWriteSamples } from './quote-walk-samples';
import { billingWalkIds, billingWriteSamples } from './billing-walk-samples';
import { geofenceWalkIds, geofenceWriteSamples } from './geofence-walk-samples';
import { SOME_JOB_ID, importWalkIds, importWriteSamples } from './import-walk-samples';
import { companyAdminWalkIds, companyAdminWriteSamples } from './company-admin-walk-samples';
import { cameraWalkIds, cameraWriteSamples } from './camera-walk-samples';
import { safetyEventWalkIds, safetyEventWriteSamples } from './safety-event-walk-samples';

/**
 * Walks every registered route as an admin of Demo Construction Co. with ids that belong to
 * Other Paving LLC, and expects 404 — never the other company's data, never a write.
 * A route added later with a new path parameter or a body fails here until it is given a
 * sample below, so nobody has to remember to test tenancy by hand.
 */

/** A value of the other company for each path parameter. */
type OtherIds = Record<string, string>;

/** A valid body for each route that takes one, so validation passes and tenancy is what answers. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'PATCH /api/users/:userId': { first_name: 'Hijacked' },
  'POST /api/companies/:companyId/users': {
    email: 'intruder@example.test',
    first_name: 'In',
    last_name: 'Truder',
    password: 'long-enough-password',
    security_level_id: 1,
  },
  'PATCH /api/companies/:companyId': { name: 'Hijacked' },
  'PUT /api/users/:userId/preferences': { preferences: { theme: 'dark' } },
  'PUT /api/companies/:companyId/preferences': { preferences: { theme: 'dark' } },
  'PATCH /api/companies/:companyId/company-preferences': { hide_details: true },
  'PUT /api/users/:userId/view-settings': { default_branch_ids: [], default_organization_ids: [] },
  'PATCH /api/fleet/company/branches/:branchId': { name: 'Hijacked' },
  'PUT /api/companies/:companyId/feature-flags/:flag': { enabled: true },
  'PUT /api/users/:userId/feature-flags/:flag': { enabled: true },
  ...rentalWriteSamples('Hijacked', { latitude: 39.7, longitude: -104.9 }),
  ...cardWriteSamples(1),
  ...classWriteSamples('Hijacked'),
  ...workOrderWriteSamples('Hijacked'),
  ...catalogueWriteSamples(),
  ...groupWriteSamples(),
  ...quoteWriteSamples(),
  ...billingWriteSamples(),
  ...geofenceWriteSamples('Hijacked'),
  ...importWriteSamples(),
  ...companyAdminWriteSamples(),
  ...alertWriteSamples(),
  ...cameraWriteSamples(),
  ...operatorWriteSamples(1),
  ...safetyEventWriteSamples(),
  // Routes without path parameters act on the caller's own company only:
  'POST /api/auth/login': { email: 'admin@other.test', password: 'wrong' },
  'POST /api/fleet/company/branches': { name: 'Walk branch' },
  'POST /api/markets': { name: 'Walk market' },
  'POST /api/assets/:assetId/locations/manual': { latitude: 39.7, longitude: -104.9 },
  'POST /api/trackers': { device_serial: 'WALK-0001' },
  'POST /api/assets': { custom_name: 'Walk asset', asset_type_id: 2 },
  'PUT /api/trackers/:trackerId/asset': { asset_id: null },
  'PUT /api/assets/:assetId/operator': { operator_id: null },
  'POST /api/devices/positions': {
    positions: [
      { device_id: 'OTHER-0001', timestamp: 1_795_000_000_000, latitude: 39.7, longitude: -104.9 },
    ],
  },
};

/** Query strings for routes whose query has required parameters. */
const DAY = 'iso_start=2026-11-20T06:00:00Z&iso_end=2026-11-21T06:00:00Z';
const SAMPLE_QUERIES: Record<string, string> = {
  'GET /api/assets/:assetId/trips': DAY,
  'GET /api/assets/:assetId/timecard': DAY,
  'GET /api/rentals/:rentalId/trips': DAY,
  'GET /api/rentals/:rentalId/timecard': DAY,
  'GET /api/companies/:companyId/rental-utilization': 'start_date=2026-11-01&end_date=2026-11-20',
};
const withQuery = (key: string, url: string): string =>
  SAMPLE_QUERIES[key] ? `${url}?${SAMPLE_QUERIES[key]}` : url;

/** Routes that are not company data at all. */
const isOutsideWalk = (url: string): boolean =>
  !url.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/fleet/graphql';

function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
}

/** A completed upload of the other company (its target key and id) and a photo made of it. */
async function otherUpload(t: TestApp, session: { companyId: number; userId: number }) {
  const [row] = await t.deps.db
    .insert(uploads)
    .values({
      companyId: session.companyId,
      userId: session.userId,
      storageKey: `c${session.companyId}-00000000-0000-4000-8000-000000000000`,
      originalFilename: 'other.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      completedAt: new Date(),
    })
    .returning();
  const [photo] = await t.deps.db
    .insert(photos)
    .values({
      companyId: session.companyId,
      uploadId: row?.uploadId ?? 0,
      variants: { thumbnail: null, small: null, large: null },
      createdBy: session.userId,
    })
    .returning();
  return {
    storageKey: row?.storageKey ?? '',
    uploadId: String(row?.uploadId),
    photoId: String(photo?.photoId),
    size: 'small',
  };
}

/** An open tracker request of the other company, for the admins' Handled route. */
async function otherTrackerRequestId(
  t: TestApp,
  session: { companyId: number; userId: number },
  assetId: number | undefined,
): Promise<string> {
  const [row] = await t.deps.db
    .insert(trackerRequests)
    .values({
      companyId: session.companyId,
      assetId: assetId ?? 0,
      requestedBy: session.userId,
      wants: 'camera',
      contactName: 'Olive',
      contactEmail: 'olive@other.test',
    })
    .returning();
  return String(row?.trackerRequestId);
}

function fillPath(url: string, ids: OtherIds): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) {
      throw new Error(`tenancy walk: give the other company's id for :${name} (route ${url})`);
    }
    return value;
  });
}

const OTHER_COMPANY_WORDS = [
  'Other Paving',
  'admin@other.test',
  'Olive',
  'Denver',
  'Front Range',
  'OTHER-000',
];

describe.skipIf(isPostgresUnavailable())('tenancy walk over every route', () => {
  let t: TestApp;
  let adminToken: string;
  let readOnlyToken: string;
  let otherIds: OtherIds;
  let walkable: {
    method: string;
    url: string;
    hasBody: boolean;
    readsOnly: boolean;
    isPublic: boolean;
  }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    adminToken = await t.login('admin@demo.test');
    readOnlyToken = await t.login('readonly@demo.test');
    const otherToken = await t.login('admin@other.test');
    const session = await t.session(otherToken);
    const branches = (
      await t.call(otherToken, { method: 'GET', url: '/api/fleet/company/branches' })
    ).json();
    const otherAssets = (
      await t.call(otherToken, { method: 'GET', url: '/api/assets?limit=10' })
    ).json<Array<{ asset_id: number; rental_id: number | null }>>();
    const rented = otherAssets.find((asset) => asset.rental_id !== null);
    const [otherTracker] = (await t.call(otherToken, { method: 'GET', url: '/api/trackers' })).json<
      Array<{ tracker_id: number }>
    >();
    const [otherOperator] = (
      await t.call(otherToken, { method: 'GET', url: '/api/operators' })
    ).json<Array<{ operator_id: number }>>();
    otherIds = {
      companyId: String(session.companyId),
      userId: String(session.userId),
      branchId: String(branches[0].id),
      flag: 'quotes',
      assetId: String(otherAssets[0]?.asset_id),
      rentalId: String(rented?.rental_id),
      trackerId: String(otherTracker?.tracker_id),
      operatorId: String(otherOperator?.operator_id),
      orderId: String((await makeOrder(t.deps.db, session.companyId)).orderId),
      ...(await otherUpload(t, session)),
      ...(await classWalkIds(t, otherToken)),
      ...(await workOrderWalkIds(t, otherToken)),
      ...(await catalogueWalkIds(t, otherToken)),
      ...(await groupWalkIds(t, otherToken)),
      ...(await quoteWalkIds(t, otherToken)),
      ...(await billingWalkIds(t, otherToken)),
      ...(await geofenceWalkIds(t, otherToken)),
      ...(await importWalkIds(t, otherToken)),
      ...(await companyAdminWalkIds(t, otherToken)),
      ...(await alertWalkIds(t, otherToken)),
      ...(await cameraWalkIds(t, otherToken)),
      ...(await operatorWalkIds(t, otherToken)),
      ...(await safetyEventWalkIds(t, otherToken)),
      thirdPartyRentalId: String(
        (await makeThirdPartyRental(t.deps.db, session.companyId)).thirdPartyRentalId,
      ),
      presetId: await otherPresetId(t, otherToken),
      trackerRequestId: await otherTrackerRequestId(t, session, otherAssets[0]?.asset_id),
      // The shared-location page is public: its random token is the only key, so a live link
      // of any company answers whoever holds it. The walk checks that a token that is no link
      // answers 404 and leaks nothing (docs/SHARING.md).
      token: 'A'.repeat(43),
      // Not an id: the feed of a camera's still (its :cameraId is the other company's).
      feed: 'outside',
    };
    walkable = t.app.registeredRoutes
      .filter((route) => !isOutsideWalk(route.url))
      .flatMap((route) =>
        methodsOf(route).map((method) => ({
          method,
          url: route.url,
          hasBody: Boolean(route.schema?.body),
          readsOnly: Boolean(route.config?.allowReadOnly),
          isPublic: Boolean(route.config?.isPublic),
        })),
      );
  });
  afterAll(async () => t?.close());

  it('finds the routes to walk', () => {
    expect(walkable.length).toBeGreaterThan(20);
  });

  it("answers 404 for every route given another company's ids", async () => {
    const failures: string[] = [];
    for (const route of walkable.filter((r) => r.url.includes(':'))) {
      const key = `${route.method} ${route.url}`;
      if (route.hasBody && !(key in SAMPLE_BODIES)) {
        failures.push(`${key}: add a sample body to SAMPLE_BODIES`);
        continue;
      }
      const response = await t.call(adminToken, {
        method: route.method,
        url: withQuery(key, fillPath(route.url, otherIds)),
        ...(route.hasBody ? { payload: SAMPLE_BODIES[key] as object } : {}),
      });
      if (response.statusCode !== 404) {
        failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      for (const word of OTHER_COMPANY_WORDS) {
        if (response.body.includes(word)) failures.push(`${key}: leaked "${word}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never shows another company's data in lists", async () => {
    const failures: string[] = [];
    for (const route of walkable.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const response = await t.call(adminToken, { method: 'GET', url: route.url });
      for (const word of OTHER_COMPANY_WORDS) {
        if (response.body.includes(word)) failures.push(`GET ${route.url}: leaked "${word}"`);
      }
    }
    const mine = await t.call(adminToken, { method: 'GET', url: '/api/companies/1/users' });
    for (const word of OTHER_COMPANY_WORDS) expect(mine.body).not.toContain(word);
    expect(failures).toEqual([]);
  });

  it("answers 404 for every GraphQL mutation given another company's ids", async () => {
    const failures: string[] = [];
    for (const name of graphqlMutationNames(t)) {
      const sample = GRAPHQL_MUTATIONS[name];
      if (!sample) {
        failures.push(`${name}: add a document to GRAPHQL_MUTATIONS`);
        continue;
      }
      if (OWN_COMPANY_MUTATIONS.has(name)) continue;
      if (OWN_COMPANY_MUTATIONS.has(name) || PER_ASSET_MUTATIONS.has(name)) continue;
      const answer = await sendMutation(t, adminToken, sample(otherIds));
      if (answer.status !== 404 || answer.code !== 'NOT_FOUND') {
        failures.push(`${name}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
      for (const word of OTHER_COMPANY_WORDS) {
        if (answer.body.includes(word)) failures.push(`${name}: leaked "${word}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 for every GraphQL query given another company's id, and never shows its data", async () => {
    const failures: string[] = [];
    for (const name of graphqlQueryNames(t)) {
      const sample = GRAPHQL_QUERIES[name];
      if (!sample) {
        failures.push(`${name}: add a document to GRAPHQL_QUERIES`);
        continue;
      }
      // A query document is sent as a mutation's is: one POST to the endpoint.
      const answer = await sendMutation(t, adminToken, sample(otherIds));
      const namesAnId = ID_QUERIES.has(name);
      if (
        namesAnId ? answer.status !== 404 || answer.code !== 'NOT_FOUND' : answer.status !== 200
      ) {
        failures.push(`${name}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
      for (const word of OTHER_COMPANY_WORDS) {
        if (answer.body.includes(word)) failures.push(`${name}: leaked "${word}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lists another company's assets as not found in bulk edits, naming and changing none", async () => {
    const [ownBranch] = (
      await t.call(adminToken, { method: 'GET', url: '/api/fleet/company/branches' })
    ).json<Array<{ id: number }>>();
    const assetId = Number(otherIds.assetId);
    const rest = await t.call(adminToken, {
      method: 'POST',
      url: '/api/assets/bulk-update-fields',
      payload: { asset_ids: [assetId], branch_id: ownBranch?.id },
    });
    expect(rest.json()).toEqual({
      successful_assets: [],
      failed_assets: [{ id: assetId, custom_name: null, reason: 'Asset not found.' }],
      error: '1 asset(s) failed to update',
    });
    for (const name of PER_ASSET_MUTATIONS) {
      const sample = GRAPHQL_MUTATIONS[name]?.({ ...otherIds, branchId: String(ownBranch?.id) });
      const answer = await sendMutation(t, adminToken, sample ?? '');
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toContain('Asset not found.');
      for (const word of OTHER_COMPANY_WORDS) expect(answer.body, name).not.toContain(word);
    }
    const otherToken = await t.login('admin@other.test');
    const other = await t.call(otherToken, { method: 'GET', url: `/api/assets/${assetId}` });
    expect(other.json().inventory_branch_id).not.toBe(ownBranch?.id);
  });

  it('left the other company untouched', async () => {
    const otherToken = await t.login('admin@other.test');
    const other = await t.call(otherToken, { method: 'GET', url: `/api/users/${otherIds.userId}` });
    expect(other.json().first_name).toBe('Olive');
    const company = await t.call(otherToken, {
      method: 'GET',
      url: `/api/companies/${otherIds.companyId}`,
    });
    expect(company.json().name).toBe('Other Paving LLC');
    const flags = await t.call(otherToken, { method: 'GET', url: '/api/feature-flags' });
    expect(flags.json().flags.quotes).toBe(false);
    // Neither the manual location nor the batch upload of the walk moved the other's asset.
    const status = await t.call(otherToken, {
      method: 'GET',
      url: `/api/assets/${otherIds.assetId}/status`,
    });
    expect(status.json().location).toBeNull();
  });

  it('refuses every write of a read-only user with 403', async () => {
    const session = await t.session(readOnlyToken);
    const ownIds: OtherIds = {
      companyId: String(session.companyId),
      userId: String(session.userId),
      branchId: '1',
      flag: 'quotes',
      assetId: '1',
      rentalId: '1',
      trackerId: '1',
      thirdPartyRentalId: '1',
      orderId: '1',
      operatorId: '1',
      pendingOperatorId: '1',
      storageKey: 'c1-00000000-0000-0000-0000-000000000000',
      uploadId: '1',
      photoId: '1',
      size: 'small',
      workOrderId: '1',
      maintenanceGroupId: '1',
      intervalId: '1',
      presetId: '1',
      categoryId: '1',
      equipmentClassId: '1',
      xrefId: '1',
      trackerRequestId: '1',
      jobId: SOME_JOB_ID,
      makeId: '1',
      organizationId: '1',
      quoteId: '1',
      invoiceId: '1',
      geofenceId: '1',
      invitationId: '1',
      apiTokenId: '1',
      marketId: '1',
      alertRuleId: '1',
      alertId: '1',
      cameraId: '1',
      safetyEventId: '1',
      feed: 'outside',
      token: 'A'.repeat(43),
    };
    const failures: string[] = [];
    const writes = walkable.filter(
      // Signing in is no write; routes marked allowReadOnly (signing out, the export) only read;
      // public routes take no session (an invitation's link, an API token's batch call).
      (r) => r.method !== 'GET' && !r.readsOnly && !r.isPublic && r.url !== '/api/auth/login',
    );
    expect(writes.length).toBeGreaterThan(8);
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      const response = await t.call(readOnlyToken, {
        method: route.method,
        url: fillPath(route.url, ownIds),
        ...(route.hasBody ? { payload: SAMPLE_BODIES[key] as object } : {}),
      });
      if (response.statusCode !== 403 || response.json().error.code !== 'READ_ONLY') {
        failures.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    for (const name of graphqlMutationNames(t)) {
      const answer = await sendMutation(t, readOnlyToken, GRAPHQL_MUTATIONS[name]?.(ownIds) ?? '');
      if (answer.status !== 403 || answer.code !== 'READ_ONLY') {
        failures.push(`GraphQL ${name}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
