import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_MESSAGES,
  ASSET_EDIT_MESSAGES,
  BULK_EDIT_MESSAGES,
  MESSAGES,
  type BranchAssignment,
  type BulkFieldsResult,
} from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeBranch, makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import {
  insertCategory,
  insertEquipmentClass,
  insertGroupMemberships,
  insertGroups,
} from '../src/demo/fleet/seed-fleet.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * spec 2 §7 bulkAssetsUpdateFields and bulkAssetsUpdateGroup, §5 "Bulk edit assets" and "Bulk
 * edit groups", §4 "Bulk asset update" (docs/GROUPS-BULK-EDIT.md).
 */
describe.skipIf(isPostgresUnavailable())('bulk edit of assets and groups (spec 2 §5, §7)', () => {
  let t: TestApp;
  let admin: string;
  let operations: string;
  let salesUser: string;
  let readOnly: string;
  let companyId: number;
  const ids = {
    north: 0,
    south: 0,
    earth: 0,
    loaders: 0,
    dozers: 0,
    aerial: 0,
    lifts: 0,
    retired: 0,
    otherBranch: 0,
    otherCategory: 0,
    otherClass: 0,
    otherAsset: 0,
    otherGroup: 0,
    archived: 0,
  };
  let assets: number[];

  const fields = (token: string, payload: object) =>
    t.call(token, { method: 'POST', url: '/api/assets/bulk-update-fields', payload });
  const groups = (token: string, payload: object) =>
    t.call(token, { method: 'POST', url: '/api/assets/bulk-update-group', payload });
  const asset = async (assetId: number) =>
    (await t.call(admin, { method: 'GET', url: `/api/assets/${assetId}` })).json<{
      inventory_branch_id: number | null;
      category_id: number | null;
      equipment_class: { name: string } | null;
      organizations_assets: { organization_id: number }[];
    }>();
  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json<GraphqlAnswer>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const made = await makeCompanyWithAdmin(db);
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    operations = await t.login((await makeUser(db, companyId, { securityLevelId: 6 })).email);
    salesUser = await t.login((await makeUser(db, companyId, { securityLevelId: 5 })).email);
    readOnly = await t.login(
      (await makeUser(db, companyId, { securityLevelId: 1, readOnly: true })).email,
    );
    ids.north = (await makeBranch(db, companyId, { name: 'North Yard' })).branchId;
    ids.south = (await makeBranch(db, companyId, { name: 'South Yard' })).branchId;
    const category = async (company: number, name: string, retired = false) =>
      (
        await insertCategory(db, {
          companyId: company,
          name,
          dateDeactivated: retired ? new Date() : null,
        })
      )?.categoryId ?? 0;
    const klass = async (company: number, categoryId: number, name: string) =>
      (await insertEquipmentClass(db, { companyId: company, categoryId, name }))
        ?.equipmentClassId ?? 0;
    ids.earth = await category(companyId, 'Earthmoving');
    ids.aerial = await category(companyId, 'Aerial');
    ids.retired = await category(companyId, 'Old things', true);
    ids.loaders = await klass(companyId, ids.earth, 'Wheel loaders');
    ids.dozers = await klass(companyId, ids.earth, 'Dozers');
    ids.lifts = await klass(companyId, ids.aerial, 'Scissor lifts');
    assets = [];
    for (const name of ['Loader 1', 'Loader 2', 'Lift 3', 'Truck 4']) {
      assets.push((await makeAsset(db, companyId, { customName: name })).assetId);
    }
    ids.archived = (
      await makeAsset(db, companyId, {
        customName: 'Sold 5',
        archivedStatus: 'SOLD',
        archivedAt: new Date(),
      })
    ).assetId;
    const other = await makeCompanyWithAdmin(db);
    const otherId = other.company.companyId;
    ids.otherBranch = (await makeBranch(db, otherId, { name: 'Hidden Yard' })).branchId;
    ids.otherCategory = await category(otherId, 'Hidden category');
    ids.otherClass = await klass(otherId, ids.otherCategory, 'Hidden class');
    ids.otherAsset = (await makeAsset(db, otherId, { customName: 'HIDDEN-1' })).assetId;
    const [otherGroup] = await insertGroups(db, [{ companyId: otherId, name: 'Hidden group' }]);
    ids.otherGroup = otherGroup?.organizationId ?? 0;
  });
  afterAll(async () => t?.close());

  describe('bulkAssetsUpdateFields', () => {
    it('moves assets to a branch and records each move in the branch history', async () => {
      const [a, b] = assets;
      const answer = await fields(admin, { asset_ids: [a, b], branch_id: ids.north });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        successful_assets: [
          { id: a, custom_name: 'Loader 1' },
          { id: b, custom_name: 'Loader 2' },
        ],
        failed_assets: [],
        error: null,
      });
      expect((await asset(a ?? 0)).inventory_branch_id).toBe(ids.north);
      await fields(admin, { asset_ids: [a], branch_id: ids.south });
      // The same branch again is no move: no new row.
      await fields(admin, { asset_ids: [a], branch_id: ids.south });
      const history = await t.call(admin, {
        method: 'GET',
        url: `/api/assets/${a}/branch-assignments?assignment_type_id=1`,
      });
      const rows = history.json<BranchAssignment[]>();
      expect(rows.map((row) => [row.branch.branch_id, row.end_date === null])).toEqual([
        [ids.south, true],
        [ids.north, false],
      ]);
    });

    it('announces the changed assets to open pages once committed (assets.updated)', async () => {
      const [, , , d] = assets;
      const heard: number[][] = [];
      const stop = t.deps.bus.subscribe('assets.updated', (event) => {
        if (event.companyId === companyId) heard.push(event.assetIds);
      });
      await fields(admin, { asset_ids: [d, ids.archived], branch_id: ids.north });
      await groups(admin, { asset_ids: [d, ids.otherAsset], group_id: 999_999 });
      stop();
      // The refused group call (unknown group) announces nothing; the archived asset is left out.
      expect(heard).toEqual([[d]]);
    });

    it('sets category and class together; a class alone brings its category', async () => {
      const [a, b, c] = assets;
      const both = await fields(operations, {
        asset_ids: [a, b],
        category_id: ids.earth,
        class_id: ids.loaders,
      });
      expect(both.statusCode, both.body).toBe(200);
      expect(await asset(a ?? 0)).toMatchObject({
        category_id: ids.earth,
        equipment_class: { name: 'Wheel loaders' },
      });
      await fields(admin, { asset_ids: [c], class_id: ids.lifts });
      expect(await asset(c ?? 0)).toMatchObject({
        category_id: ids.aerial,
        equipment_class: { name: 'Scissor lifts' },
      });
    });

    it('refuses a category without a class with the spec’s sentence under the class', async () => {
      const [a] = assets;
      const answer = await fields(admin, { asset_ids: [a], category_id: ids.aerial });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(`class_id: ${BULK_EDIT_MESSAGES.classRequired}`);
      expect(answer.json().error.details.issues).toEqual([
        { path: ['class_id'], message: BULK_EDIT_MESSAGES.classRequired },
      ]);
      expect((await asset(a ?? 0)).category_id).toBe(ids.earth);
    });

    it('refuses a call that changes nothing, and the wrong number of assets', async () => {
      const [a] = assets;
      for (const payload of [{ asset_ids: [a] }, { asset_ids: [a], branch_id: null }]) {
        const answer = await fields(admin, payload);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error.message).toBe(BULK_EDIT_MESSAGES.nothingChosen);
      }
      const none = await fields(admin, { asset_ids: [], branch_id: ids.north });
      expect(none.json().error.message).toBe(`asset_ids: ${BULK_EDIT_MESSAGES.noSelectedAssets}`);
      const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
      const many = await fields(admin, { asset_ids: tooMany, branch_id: ids.north });
      expect(many.statusCode).toBe(400);
      expect(many.json().error.message).toBe(`asset_ids: ${BULK_EDIT_MESSAGES.tooManyAssets}`);
    });

    it("refuses another company's or unknown branch, category and class, writing nothing", async () => {
      const [a] = assets;
      const cases: [object, string, string][] = [
        [{ branch_id: ids.otherBranch }, 'branch_id', BULK_EDIT_MESSAGES.branchUnknown],
        [{ branch_id: 999_999 }, 'branch_id', BULK_EDIT_MESSAGES.branchUnknown],
        [
          { category_id: ids.otherCategory, class_id: ids.otherClass },
          'category_id',
          BULK_EDIT_MESSAGES.categoryUnknown,
        ],
        [
          { category_id: ids.retired, class_id: ids.loaders },
          'category_id',
          BULK_EDIT_MESSAGES.categoryUnknown,
        ],
        [{ class_id: ids.otherClass }, 'class_id', BULK_EDIT_MESSAGES.classUnknown],
        [
          { category_id: ids.aerial, class_id: ids.loaders },
          'class_id',
          BULK_EDIT_MESSAGES.classNotInCategory,
        ],
        // The branch is fine; the class is not: nothing at all is written.
        [
          { branch_id: ids.north, class_id: ids.otherClass },
          'class_id',
          BULK_EDIT_MESSAGES.classUnknown,
        ],
      ];
      for (const [choice, path, message] of cases) {
        const answer = await fields(admin, { asset_ids: [a], ...choice });
        expect(answer.statusCode, JSON.stringify(choice)).toBe(400);
        expect(answer.json().error.message).toBe(message);
        expect(answer.json().error.details.issues[0].path).toEqual([path]);
        expect(answer.body).not.toContain('Hidden');
      }
      expect(await asset(a ?? 0)).toMatchObject({
        inventory_branch_id: ids.south,
        equipment_class: { name: 'Wheel loaders' },
      });
    });

    it("fails another company's, unknown and archived assets one by one, changing the rest", async () => {
      const [, b] = assets;
      const answer = await fields(admin, {
        asset_ids: [ids.otherAsset, b, 999_999, ids.archived, b],
        class_id: ids.dozers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<BulkFieldsResult>()).toEqual({
        successful_assets: [{ id: b, custom_name: 'Loader 2' }],
        failed_assets: [
          { id: ids.otherAsset, custom_name: null, reason: BULK_EDIT_MESSAGES.assetNotFound },
          { id: 999_999, custom_name: null, reason: BULK_EDIT_MESSAGES.assetNotFound },
          {
            id: ids.archived,
            custom_name: 'Sold 5',
            reason: ARCHIVE_MESSAGES.isArchived('Sold 5'),
          },
        ],
        error: BULK_EDIT_MESSAGES.failedToUpdate(3),
      });
      expect(answer.body).not.toContain('HIDDEN');
      expect((await asset(b ?? 0)).equipment_class).toEqual({ name: 'Dozers' });
    });

    it('lets only those who may edit assets change them', async () => {
      const [a] = assets;
      const refused = await fields(salesUser, { asset_ids: [a], branch_id: ids.north });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(ASSET_EDIT_MESSAGES.notAllowed);
      const reader = await fields(readOnly, { asset_ids: [a], branch_id: ids.north });
      expect(reader.json().error.code).toBe('READ_ONLY');
      expect((await asset(a ?? 0)).inventory_branch_id).toBe(ids.south);
    });

    it('answers over GraphQL with the same rules and sentences', async () => {
      const FIELDS = `mutation F($assetIds: [Int!]!, $branchId: Int, $categoryId: Int, $classId: Int) {
        bulkAssetsUpdateFields(assetIds: $assetIds, branchId: $branchId, categoryId: $categoryId, classId: $classId) {
          successfulAssets { id customName } failedAssets { id customName reason } error } }`;
      const [, , , d] = assets;
      const ok = await gql(admin, FIELDS, { assetIds: [d, ids.otherAsset], branchId: ids.north });
      expect(ok.body.data?.bulkAssetsUpdateFields).toEqual({
        successfulAssets: [{ id: d, customName: 'Truck 4' }],
        failedAssets: [
          { id: ids.otherAsset, customName: null, reason: BULK_EDIT_MESSAGES.assetNotFound },
        ],
        error: BULK_EDIT_MESSAGES.failedToUpdate(1),
      });
      const noClass = await gql(admin, FIELDS, { assetIds: [d], categoryId: ids.earth });
      expect(noClass.status).toBe(400);
      expect(noClass.body.errors?.[0]?.message).toBe(
        `class_id: ${BULK_EDIT_MESSAGES.classRequired}`,
      );
      const reader = await gql(readOnly, FIELDS, { assetIds: [d], branchId: ids.south });
      expect(reader.body.errors?.[0]?.extensions?.code).toBe('READ_ONLY');
      expect((await asset(d ?? 0)).inventory_branch_id).toBe(ids.north);
    });
  });

  describe('bulkAssetsUpdateGroup', () => {
    let crew: number;
    let night: number;
    let day: number;

    beforeAll(async () => {
      const made = await insertGroups(t.deps.db, [
        { companyId, name: 'Crew' },
        { companyId, name: 'Night' },
        { companyId, name: 'Day' },
      ]);
      [crew = 0, night = 0, day = 0] = made.map((row) => row.organizationId);
      const [a, b] = assets;
      await insertGroupMemberships(t.deps.db, [
        { organizationId: night, assetId: a ?? 0, companyId },
        { organizationId: day, assetId: b ?? 0, companyId },
      ]);
    });
    const groupIdsOf = async (assetId: number) =>
      (await asset(assetId)).organizations_assets
        .map((m) => m.organization_id)
        .sort((x, y) => x - y);

    it('adds the assets to the group and keeps their other groups by default', async () => {
      const [a, b] = assets;
      const answer = await groups(admin, { asset_ids: [a, b], group_id: crew });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        successful_assets: [
          { id: a, custom_name: 'Loader 1' },
          { id: b, custom_name: 'Loader 2' },
        ],
        failed_assets: [],
      });
      expect(await groupIdsOf(a ?? 0)).toEqual([crew, night].sort((x, y) => x - y));
      // Again: nothing doubles.
      expect((await groups(admin, { asset_ids: [a], group_id: crew })).statusCode).toBe(200);
      expect(await groupIdsOf(a ?? 0)).toEqual([crew, night].sort((x, y) => x - y));
    });

    it('with override, the group replaces the assets’ other groups', async () => {
      const [a, b, c] = assets;
      const answer = await groups(admin, {
        asset_ids: [b, c, ids.archived, ids.otherAsset],
        group_id: night,
        override: true,
      });
      expect(answer.json()).toEqual({
        successful_assets: [
          { id: b, custom_name: 'Loader 2' },
          { id: c, custom_name: 'Lift 3' },
        ],
        failed_assets: [
          {
            id: ids.archived,
            custom_name: 'Sold 5',
            reason: ARCHIVE_MESSAGES.isArchived('Sold 5'),
          },
          { id: ids.otherAsset, custom_name: null, reason: BULK_EDIT_MESSAGES.assetNotFound },
        ],
      });
      expect(await groupIdsOf(b ?? 0)).toEqual([night]);
      expect(await groupIdsOf(c ?? 0)).toEqual([night]);
      expect(await groupIdsOf(a ?? 0)).toEqual([crew, night].sort((x, y) => x - y));
      const members = await t.call(admin, {
        method: 'GET',
        url: `/api/organizations/${night}/assets`,
      });
      // By name: Lift 3, Loader 1, Loader 2.
      expect(members.json<{ id: number }[]>().map((m) => m.id)).toEqual([c, a, b]);
    });

    it("answers another company's or an unknown group with 404, writing nothing", async () => {
      const [d] = assets.slice(3);
      for (const groupId of [ids.otherGroup, 999_999]) {
        const answer = await groups(admin, { asset_ids: [d], group_id: groupId, override: true });
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.message).toBe(MESSAGES.notFound);
      }
      expect(await groupIdsOf(d ?? 0)).toEqual([]);
      const missing = await groups(admin, { asset_ids: [d] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toMatch(/^group_id: /);
    });

    it('refuses those who may not edit assets, and answers over GraphQL alike', async () => {
      const [d] = assets.slice(3);
      expect((await groups(salesUser, { asset_ids: [d], group_id: crew })).statusCode).toBe(403);
      const GROUP = `mutation G($assetIds: [Int!]!, $groupId: Int!, $override: Boolean) {
        bulkAssetsUpdateGroup(assetIds: $assetIds, groupId: $groupId, override: $override) {
          successfulAssets { id customName } failedAssets { id customName reason } } }`;
      const ok = await gql(operations, GROUP, { assetIds: [d, 999_999], groupId: day });
      expect(ok.body.data?.bulkAssetsUpdateGroup).toEqual({
        successfulAssets: [{ id: d, customName: 'Truck 4' }],
        failedAssets: [{ id: 999_999, customName: null, reason: BULK_EDIT_MESSAGES.assetNotFound }],
      });
      const hidden = await gql(admin, GROUP, { assetIds: [d], groupId: ids.otherGroup });
      expect(hidden.status).toBe(404);
      expect(hidden.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
      const many = await gql(admin, GROUP, { assetIds: tooMany, groupId: day });
      expect(many.status).toBe(400);
      expect(many.body.errors?.[0]?.message).toBe(`asset_ids: ${BULK_EDIT_MESSAGES.tooManyAssets}`);
      expect(await groupIdsOf(d ?? 0)).toEqual([day]);
    });
  });
});
