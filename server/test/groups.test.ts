import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, MESSAGES, type Group, type GroupMemberAsset } from '@fleet/domain';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import {
  insertEquipmentMakes,
  insertEquipmentModel,
  insertGroupMemberships,
} from '../src/demo/fleet/seed-fleet.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * spec 2 §5 Create Group, §7 "Organizations (groups): list for user, add, edit, delete",
 * createGroup, groups, allAssetsByGroupId and assetsForGroups; the view settings' group
 * filters (docs/GROUPS-BULK-EDIT.md).
 */
describe.skipIf(isPostgresUnavailable())('groups (spec 2 §5, §7)', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let companyId: number;
  let otherCompanyId: number;
  let otherGroupId: number;
  let userId: number;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const create = (token: string, name: unknown) =>
    call(token, 'POST', '/api/organizations', { name });
  const list = async (token: string) =>
    (await call(token, 'GET', '/api/organizations')).json<Group[]>();
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json<GraphqlAnswer>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db);
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    manager = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 2 })).email);
    const plain = await makeUser(t.deps.db, companyId, { securityLevelId: 5 });
    userId = plain.userId;
    user = await t.login(plain.email);
    readOnly = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 1, readOnly: true })).email,
    );
    const otherMade = await makeCompanyWithAdmin(t.deps.db);
    otherCompanyId = otherMade.company.companyId;
    other = await t.login(otherMade.admin.email);
    otherGroupId = (await create(other, 'Hidden Crew')).json<Group>().organization_id;
  });
  afterAll(async () => t?.close());

  describe('add', () => {
    it('adds a group with its trimmed name, listed by name with no members', async () => {
      const made = await create(admin, '  Paving crew ');
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toEqual({
        organization_id: expect.any(Number),
        name: 'Paving crew',
        asset_count: 0,
      });
      expect((await create(manager, 'asphalt team')).statusCode).toBe(201);
      expect((await list(user)).map((g) => g.name)).toEqual(['asphalt team', 'Paving crew']);
    });

    it("refuses a blank name with 'Field cannot be empty.' under the name", async () => {
      for (const name of ['', '   ', undefined]) {
        const answer = await create(admin, name);
        expect(answer.statusCode, String(name)).toBe(400);
        expect(answer.json().error.message).toBe(`name: ${GROUP_MESSAGES.nameRequired}`);
        expect(answer.json().error.details.issues[0]).toEqual({
          path: ['name'],
          message: GROUP_MESSAGES.nameRequired,
        });
      }
      const long = await create(admin, 'x'.repeat(101));
      expect(long.json().error.message).toBe(`name: ${GROUP_MESSAGES.nameTooLong}`);
    });

    it('refuses a name the company has, in any case, with a sentence; another company may', async () => {
      const again = await create(admin, 'PAVING CREW');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(GROUP_MESSAGES.nameTaken('PAVING CREW'));
      expect((await list(admin)).filter((g) => /paving/i.test(g.name))).toHaveLength(1);
      expect((await create(other, 'Paving crew')).statusCode).toBe(201);
    });

    it('lets only admins and managers add groups; read-only users write nothing', async () => {
      const refused = await create(user, 'Users crew');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(GROUP_MESSAGES.notAllowed);
      const readOnlyAnswer = await create(readOnly, 'Readers');
      expect(readOnlyAnswer.statusCode).toBe(403);
      expect(readOnlyAnswer.json().error.code).toBe('READ_ONLY');
      expect((await list(admin)).map((g) => g.name)).not.toContain('Users crew');
    });
  });

  describe('rename', () => {
    let groupId: number;
    beforeAll(async () => {
      groupId = (await create(admin, 'Night shift')).json<Group>().organization_id;
    });
    const rename = (token: string, id: number, name: unknown) =>
      call(token, 'PATCH', `/api/organizations/${id}`, { name });

    it('renames, and a change of case alone is the same group', async () => {
      const renamed = await rename(admin, groupId, ' Late shift ');
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ organization_id: groupId, name: 'Late shift' });
      expect((await rename(manager, groupId, 'LATE shift')).statusCode).toBe(200);
    });

    it('refuses a blank name, a name another group has, and other users', async () => {
      expect((await rename(admin, groupId, ' ')).json().error.message).toBe(
        `name: ${GROUP_MESSAGES.nameRequired}`,
      );
      const taken = await rename(admin, groupId, 'asphalt TEAM');
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(GROUP_MESSAGES.nameTaken('asphalt TEAM'));
      expect((await rename(user, groupId, 'Mine')).statusCode).toBe(403);
      const read = await call(admin, 'GET', `/api/organizations/${groupId}`);
      expect(read.json().name).toBe('LATE shift');
    });

    it("answers another company's group and an unknown one with 404, changing nothing", async () => {
      for (const id of [otherGroupId, 999_999]) {
        const answer = await rename(admin, id, 'Taken over');
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.message).toBe(MESSAGES.notFound);
        expect((await call(admin, 'GET', `/api/organizations/${id}`)).statusCode).toBe(404);
      }
      expect((await list(other)).map((g) => g.name)).toContain('Hidden Crew');
    });
  });

  describe('members and delete', () => {
    let groupId: number;
    let keptGroupId: number;
    let loader: number;
    let truck: number;
    let archived: number;
    let rentalId: number;

    beforeAll(async () => {
      groupId = (await create(admin, 'Yard 7')).json<Group>().organization_id;
      keptGroupId = (await create(admin, 'Yard 8')).json<Group>().organization_id;
      const [make] = await insertEquipmentMakes(t.deps.db, ['Caterpillar']);
      const model = await insertEquipmentModel(t.deps.db, {
        equipmentMakeId: make?.equipmentMakeId ?? 0,
        name: '950M',
      });
      loader = (
        await makeAsset(t.deps.db, companyId, {
          customName: 'Loader 1',
          equipmentMakeId: make?.equipmentMakeId,
          equipmentModelId: model?.equipmentModelId,
          serialNumber: 'SN-950',
          vin: null,
        })
      ).assetId;
      truck = (await makeAsset(t.deps.db, companyId, { customName: 'Truck 2', model: 'F-550' }))
        .assetId;
      archived = (
        await makeAsset(t.deps.db, companyId, {
          customName: 'Old 3',
          archivedStatus: 'SOLD',
          archivedAt: new Date(),
        })
      ).assetId;
      rentalId = (await makeRental(t.deps.db, companyId, truck)).rentalId;
      await insertGroupMemberships(
        t.deps.db,
        [loader, truck, archived].map((assetId) => ({
          organizationId: groupId,
          assetId,
          companyId,
        })),
      );
      await insertGroupMemberships(t.deps.db, [
        { organizationId: keptGroupId, assetId: truck, companyId },
      ]);
    });

    it('lists the members in service with the spec’s fields, and counts them', async () => {
      const answer = await call(user, 'GET', `/api/organizations/${groupId}/assets`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<GroupMemberAsset[]>()).toEqual([
        {
          id: loader,
          custom_name: 'Loader 1',
          company_id: companyId,
          equipment_make_name: 'Caterpillar',
          equipment_model_name: '950M',
          custom_model: null,
          active_rental_id: null,
          serial_number: 'SN-950',
          vin: null,
        },
        {
          id: truck,
          custom_name: 'Truck 2',
          company_id: companyId,
          equipment_make_name: null,
          equipment_model_name: null,
          custom_model: 'F-550',
          active_rental_id: rentalId,
          serial_number: null,
          vin: null,
        },
      ]);
      expect((await list(admin)).find((g) => g.organization_id === groupId)?.asset_count).toBe(2);
    });

    it("answers another company's group's members with 404", async () => {
      const answer = await call(admin, 'GET', `/api/organizations/${otherGroupId}/assets`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Hidden');
    });

    it('deletes the group with its memberships and its place in saved filters', async () => {
      const saved = await t.call(user, {
        method: 'PUT',
        url: `/api/users/${userId}/view-settings`,
        payload: { default_branch_ids: [], default_organization_ids: [groupId, keptGroupId] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call(user, 'DELETE', `/api/organizations/${groupId}`)).statusCode).toBe(403);
      const deleted = await call(admin, 'DELETE', `/api/organizations/${groupId}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await call(admin, 'GET', `/api/organizations/${groupId}`)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/api/organizations/${groupId}`)).statusCode).toBe(404);
      const truckNow = await call(admin, 'GET', `/api/assets/${truck}`);
      expect(truckNow.json().organizations_assets).toEqual([{ organization_id: keptGroupId }]);
      const settings = await call(user, 'GET', `/api/users/${userId}/view-settings`);
      expect(settings.json().default_organization_ids).toEqual([keptGroupId]);
    });

    it("answers a delete of another company's group with 404 and keeps it", async () => {
      expect((await call(admin, 'DELETE', `/api/organizations/${otherGroupId}`)).statusCode).toBe(
        404,
      );
      expect((await list(other)).map((g) => g.organization_id)).toContain(otherGroupId);
    });
  });

  describe('view settings name groups the company has', () => {
    const put = (ids: number[]) =>
      t.call(user, {
        method: 'PUT',
        url: `/api/users/${userId}/view-settings`,
        payload: { default_branch_ids: [], default_organization_ids: ids },
      });

    it("refuses unknown and other companies' group ids with a sentence, keeping the old", async () => {
      const [own] = await list(admin);
      const ownId = own?.organization_id ?? 0;
      expect((await put([ownId])).statusCode).toBe(200);
      for (const ids of [[999_999], [otherGroupId], [ownId, otherGroupId]]) {
        const answer = await put(ids);
        expect(answer.statusCode, ids.join()).toBe(400);
        expect(answer.json().error.message).toBe(
          GROUP_MESSAGES.unknownIds(ids.filter((id) => id !== ownId)),
        );
      }
      const after = await call(user, 'GET', `/api/users/${userId}/view-settings`);
      expect(after.json().default_organization_ids).toEqual([ownId]);
    });
  });

  describe('GraphQL', () => {
    const CREATE =
      'mutation Create($name: String!) { createGroup(name: $name) { id name assetCount } }';

    it("createGroup adds a group, refusing a blank name with 'Field cannot be empty.'", async () => {
      const made = await gql(manager, CREATE, { name: ' Graph crew ' });
      expect(made.body.data?.createGroup).toEqual({
        id: expect.any(Number),
        name: 'Graph crew',
        assetCount: 0,
      });
      const blank = await gql(manager, CREATE, { name: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors?.[0]?.message).toBe(`name: ${GROUP_MESSAGES.nameRequired}`);
      const again = await gql(admin, CREATE, { name: 'graph CREW' });
      expect(again.status).toBe(409);
      expect(again.body.errors?.[0]?.message).toBe(GROUP_MESSAGES.nameTaken('graph CREW'));
      expect((await gql(user, CREATE, { name: 'Nope' })).status).toBe(403);
      const reader = await gql(readOnly, CREATE, { name: 'Nope' });
      expect(reader.body.errors?.[0]?.extensions?.code).toBe('READ_ONLY');
    });

    it('groups, allAssetsByGroupId and assetsForGroups answer for the company only', async () => {
      const groupId = (await create(admin, 'GQL members')).json<Group>().organization_id;
      const inside = (await makeAsset(t.deps.db, companyId, { customName: 'Inside 1' })).assetId;
      const outside = (await makeAsset(t.deps.db, companyId, { customName: 'Outside 1' })).assetId;
      await insertGroupMemberships(t.deps.db, [
        { organizationId: groupId, assetId: inside, companyId },
      ]);
      const groups = await gql(user, '{ groups { id name assetCount } }');
      expect(groups.body.data?.groups).toContainEqual({
        id: groupId,
        name: 'GQL members',
        assetCount: 1,
      });
      expect(JSON.stringify(groups.body)).not.toContain('Hidden Crew');
      const members = await gql(
        user,
        'query M($id: Int!) { allAssetsByGroupId(groupId: $id) { id customName companyId activeRentalId } }',
        { id: groupId },
      );
      expect(members.body.data?.allAssetsByGroupId).toEqual([
        { id: inside, customName: 'Inside 1', companyId, activeRentalId: null },
      ]);
      const hidden = await gql(
        admin,
        'query M($id: Int!) { allAssetsByGroupId(groupId: $id) { id } }',
        { id: otherGroupId },
      );
      expect(hidden.status).toBe(404);
      const outsideOf = await gql(
        user,
        'query F($ids: [Int!]) { assetsForGroups(excludedGroupIds: $ids) { id customName } }',
        { ids: [groupId] },
      );
      const ids = (outsideOf.body.data?.assetsForGroups as Array<{ id: number }>).map((a) => a.id);
      expect(ids).toContain(outside);
      expect(ids).not.toContain(inside);
      const all = await gql(user, '{ assetsForGroups { id } }');
      const allIds = (all.body.data?.assetsForGroups as Array<{ id: number }>).map((a) => a.id);
      expect(allIds).toEqual(expect.arrayContaining([inside, outside]));
      expect(otherCompanyId).not.toBe(companyId);
    });
  });
});
