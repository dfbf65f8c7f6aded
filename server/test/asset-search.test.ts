import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ASSET_SEARCH_MESSAGES,
  ASSET_TYPE,
  assetSearchPage,
  type AssetSearchPage,
} from '@fleet/domain';
import { makeBranch, makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset, makeTrackedAsset } from '../src/demo/asset-factories';
import {
  assetStatuses,
  equipmentMakes,
  equipmentModels,
  operatorAssignments,
  operators,
  organizationAssets,
  organizations,
} from '../src/db/schema/index';
import {
  insertGroup,
  insertIntervals,
  setGroupAssets,
} from '../src/modules/service/maintenance-groups.repo';
import { sweepServiceDue } from '../src/modules/service/service-due-sweep';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/**
 * The asset register (docs/ASSETS.md "The register"): GET /api/assets/search and GraphQL
 * searchAssets, assetsByType and trackersByType, over a small fleet of two companies.
 */
describe.skipIf(isPostgresUnavailable())('asset register search', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let otherAdmin: string;
  let branchId: number;
  let groupId: number;
  let otherGroupId: number;
  let companyId: number;

  const search = async (query = '', token = admin) => {
    const response = await t.call(token, {
      method: 'GET',
      url: `/api/assets/search${query === '' ? '' : `?${query}`}`,
    });
    return response;
  };
  const page = async (query = '', token = admin): Promise<AssetSearchPage> => {
    const response = await search(query, token);
    expect(response.statusCode, response.body).toBe(200);
    return assetSearchPage.parse(response.json());
  };
  const names = (answer: AssetSearchPage) => answer.items.map((item) => item.name);

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.deps;
    const { company, admin: adminRow } = await makeCompanyWithAdmin(db);
    companyId = company.companyId;
    const managerRow = await makeUser(db, companyId, { securityLevelId: 2 });
    const userRow = await makeUser(db, companyId, { securityLevelId: 5 });
    const branch = await makeBranch(db, companyId, { name: 'North Yard' });
    branchId = branch.branchId;
    const [make] = await db
      .insert(equipmentMakes)
      .values({ companyId, name: 'Kubota Register' })
      .returning();
    const [model] = await db
      .insert(equipmentModels)
      .values({ companyId, equipmentMakeId: make?.equipmentMakeId ?? 0, name: 'SVL97' })
      .returning();

    // Ten assets; names sort A…J; years, hours and odometers in other orders.
    const specs = [
      { name: 'Alpha Loader', year: 2015, hours: 900, odometer: null, serial: 'SER-ALPHA' },
      { name: 'Bravo Truck', year: 2021, hours: 10, odometer: 52_000, vin: '1FTFW1E50PKD00001' },
      { name: 'Charlie Lift', year: 2018, hours: 400, odometer: null, serial: 'SER-CHARLIE' },
      { name: 'Delta Trailer', year: null, hours: null, odometer: null, serial: 'SER-DELTA' },
      { name: 'Echo Van', year: 2012, hours: 50, odometer: 180_000 },
      { name: 'Foxtrot Skid', year: 2023, hours: 120, odometer: null, kubota: true },
      { name: 'Golf Cart', year: 2019, hours: 30, odometer: 900 },
      { name: 'Hotel Pump', year: 2010, hours: 2_000, odometer: null },
      { name: 'India Light Tower', year: 2016, hours: 700, odometer: null },
      { name: 'Juliet Pickup', year: 2020, hours: 5, odometer: 30_000 },
    ];
    const ids: number[] = [];
    for (const [i, spec] of specs.entries()) {
      const isVehicle = spec.odometer !== null;
      const overrides = {
        customName: spec.name,
        assetTypeId: isVehicle ? ASSET_TYPE.vehicle : ASSET_TYPE.equipment,
        assetKind: isVehicle ? 'vehicle' : 'equipment',
        year: spec.year,
        serialNumber: spec.serial ?? null,
        vin: spec.vin ?? null,
        inventoryBranchId: i % 2 === 0 ? branchId : null,
        ...(spec.kubota
          ? { equipmentMakeId: make?.equipmentMakeId, equipmentModelId: model?.equipmentModelId }
          : {}),
      };
      // Every third asset has a tracker.
      const asset =
        i % 3 === 0
          ? (await makeTrackedAsset(db, companyId, { ...overrides, deviceSerial: `REG-${i}` }))
              .asset
          : await makeAsset(db, companyId, overrides);
      ids.push(asset.assetId);
      await db.insert(assetStatuses).values({
        assetId: asset.assetId,
        companyId,
        status: { hours: spec.hours, odometer: spec.odometer },
      });
    }
    // Archived assets leave the register and its counts.
    await makeAsset(db, companyId, {
      customName: 'Zulu Sold',
      archivedStatus: 'SOLD',
      archivedAt: new Date(),
    });

    const [group] = await db
      .insert(organizations)
      .values({ companyId, name: 'Paving crew' })
      .returning();
    groupId = group?.organizationId ?? 0;
    await db.insert(organizationAssets).values(
      [ids[1], ids[4]].map((assetId) => ({
        organizationId: groupId,
        assetId: assetId ?? 0,
        companyId,
      })),
    );
    const [operator] = await db
      .insert(operators)
      .values({ companyId, firstName: 'Dana', lastName: 'Driver' })
      .returning();
    await db.insert(operatorAssignments).values({
      companyId,
      operatorId: operator?.operatorId ?? 0,
      assetId: ids[1] ?? 0,
      source: 'manual',
    });

    // Another company with look-alike assets: never in our answers or counts.
    const other = await makeCompanyWithAdmin(t.deps.db);
    for (let i = 0; i < 4; i += 1) {
      await makeTrackedAsset(db, other.company.companyId, {
        customName: `Alpha Other ${i}`,
        serialNumber: 'SER-ALPHA-OTHER',
        deviceSerial: `OTH-${i}`,
      });
    }
    const [otherGroup] = await db
      .insert(organizations)
      .values({ companyId: other.company.companyId, name: 'Their crew' })
      .returning();
    otherGroupId = otherGroup?.organizationId ?? 0;

    admin = await t.login(adminRow.email);
    manager = await t.login(managerRow.email);
    user = await t.login(userRow.email);
    otherAdmin = await t.login(other.admin.email);
  });
  afterAll(async () => t?.close());

  it('lists every asset in service by name, with the whole company counted by type', async () => {
    const answer = await page();
    expect(answer.total).toBe(10);
    expect(answer.page_size).toBe(20);
    expect(names(answer)).toEqual([
      'Alpha Loader',
      'Bravo Truck',
      'Charlie Lift',
      'Delta Trailer',
      'Echo Van',
      'Foxtrot Skid',
      'Golf Cart',
      'Hotel Pump',
      'India Light Tower',
      'Juliet Pickup',
    ]);
    expect(answer.assets_by_type).toEqual([
      { asset_type_id: 1, name: 'Vehicle', count: 4 },
      { asset_type_id: 2, name: 'Equipment', count: 6 },
    ]);
    expect(answer.trackers_by_type).toEqual([{ tracker_type_id: 1, count: 4 }]);
  });

  it('answers each item with the spec’s fields', async () => {
    const bravo = (await page('query=bravo')).items[0];
    expect(bravo).toMatchObject({
      name: 'Bravo Truck',
      vin: '1FTFW1E50PKD00001',
      asset_type_id: 1,
      asset_type_name: 'Vehicle',
      year: 2021,
      status: { hours: 10, odometer: 52_000 },
      operator_assignment: { name: 'Dana Driver' },
      groups: [{ id: groupId, name: 'Paving crew' }],
      tracker_id: null,
      archived_status: null,
    });
    const alpha = (await page('query=alpha')).items[0];
    expect(alpha?.tracker_serial).toBe('REG-0');
    const foxtrot = (await page('query=foxtrot')).items[0];
    expect(foxtrot).toMatchObject({ make: 'Kubota Register', model: 'SVL97' });
  });

  it('searches name, serial, VIN, make and model, in any case', async () => {
    expect(names(await page('query=LIFT'))).toEqual(['Charlie Lift']);
    expect(names(await page('query=light%20TOWER'))).toEqual(['India Light Tower']);
    expect(names(await page('query=ser-delta'))).toEqual(['Delta Trailer']);
    expect(names(await page('query=pkd0000'))).toEqual(['Bravo Truck']);
    expect(names(await page('query=kubota'))).toEqual(['Foxtrot Skid']);
    expect(names(await page('query=svl9'))).toEqual(['Foxtrot Skid']);
    // LIKE wildcards are plain characters.
    expect((await page('query=%25')).total).toBe(0);
    expect((await page('query=nothing-like-this')).items).toEqual([]);
  });

  it('filters by type, tracker, branch and group', async () => {
    expect((await page('asset_type_id=1')).total).toBe(4);
    expect((await page('asset_type_id=2')).total).toBe(6);
    expect((await page('asset_type_id=1,2')).total).toBe(10);
    expect(names(await page('has_tracker=true'))).toEqual([
      'Alpha Loader',
      'Delta Trailer',
      'Golf Cart',
      'Juliet Pickup',
    ]);
    expect((await page('has_tracker=false')).total).toBe(6);
    expect(names(await page(`branch_id=${branchId}`))).toEqual([
      'Alpha Loader',
      'Charlie Lift',
      'Echo Van',
      'Golf Cart',
      'India Light Tower',
    ]);
    expect(names(await page(`group_id=${groupId}`))).toEqual(['Bravo Truck', 'Echo Van']);
    expect(names(await page(`group_id=${groupId}&has_tracker=false&query=echo`))).toEqual([
      'Echo Van',
    ]);
  });

  it('sorts by each column both ways, unknown values last', async () => {
    expect(names(await page('sort=year')).slice(0, 3)).toEqual([
      'Hotel Pump',
      'Echo Van',
      'Alpha Loader',
    ]);
    const byYearDesc = names(await page('sort=year&order=desc'));
    expect(byYearDesc.slice(0, 2)).toEqual(['Foxtrot Skid', 'Bravo Truck']);
    expect(byYearDesc.at(-1)).toBe('Delta Trailer');
    expect(names(await page('sort=hours&order=desc')).slice(0, 2)).toEqual([
      'Hotel Pump',
      'Alpha Loader',
    ]);
    expect(names(await page('sort=odometer&page_size=4'))).toEqual([
      'Golf Cart',
      'Juliet Pickup',
      'Bravo Truck',
      'Echo Van',
    ]);
    expect(names(await page('sort=name&order=desc')).at(0)).toBe('Juliet Pickup');
    expect(names(await page('sort=type')).slice(0, 4)).toEqual([
      'Bravo Truck',
      'Echo Van',
      'Golf Cart',
      'Juliet Pickup',
    ]);
    expect(names(await page('sort=make&order=desc')).at(0)).toBe('Foxtrot Skid');
    expect(names(await page('sort=model')).at(0)).toBe('Foxtrot Skid');
  });

  it('pages with the total of every page', async () => {
    const first = await page('page_size=4');
    const third = await page('page_size=4&page_number=3');
    expect(names(first)).toEqual(['Alpha Loader', 'Bravo Truck', 'Charlie Lift', 'Delta Trailer']);
    expect(names(third)).toEqual(['India Light Tower', 'Juliet Pickup']);
    expect([first.total, third.total]).toEqual([10, 10]);
    expect((await page('page_size=4&page_number=9')).items).toEqual([]);
    // Sorted pages neither repeat nor skip an asset.
    const seen: string[] = [];
    for (let n = 1; n <= 4; n += 1)
      seen.push(...names(await page(`sort=year&page_size=3&page_number=${n}`)));
    expect(new Set(seen).size).toBe(10);
  });

  it('never counts or shows another company’s assets', async () => {
    const answer = await page('query=alpha');
    expect(names(answer)).toEqual(['Alpha Loader']);
    expect((await page(`group_id=${otherGroupId}`)).total).toBe(0);
    const theirs = await page('', otherAdmin);
    expect(theirs.total).toBe(4);
    expect(theirs.assets_by_type).toEqual([{ asset_type_id: 1, name: 'Vehicle', count: 4 }]);
    expect(theirs.trackers_by_type).toEqual([{ tracker_type_id: 1, count: 4 }]);
    expect(JSON.stringify(theirs)).not.toContain('Bravo');
  });

  it('is open to managers, and refuses other levels with a sentence', async () => {
    expect((await page('', manager)).total).toBe(10);
    const refused = await search('', user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: ASSET_SEARCH_MESSAGES.forbidden,
    });
  });

  it('refuses a bad sort, page or filter with 400 and a sentence', async () => {
    for (const query of [
      'sort=colour',
      'order=up',
      'page_number=0',
      'page_number=abc',
      'page_size=101',
      'page_size=1e2',
      'has_tracker=yes',
      'asset_type_id=one',
      'branch_id=-1',
      `query=${'x'.repeat(101)}`,
      'unknown=1',
    ]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json();
      expect(error.code, query).toBe('VALIDATION_FAILED');
      expect(error.message.length, query).toBeGreaterThan(10);
    }
    expect((await search('sort=colour')).json().error.message).toContain(
      ASSET_SEARCH_MESSAGES.badSort,
    );
  });

  it('finds what the dashboard counts: service due and trackers not reporting', async () => {
    const { db } = t.deps;
    const group = await insertGroup(db, { companyId, name: 'Pumps and loaders' });
    await insertIntervals(db, [
      {
        companyId,
        maintenanceGroupId: group.maintenanceGroupId,
        name: 'Hydraulics',
        engineHours: 1000,
      },
    ]);
    const idOf = async (name: string) => (await page(`query=${name}`)).items[0]?.asset_id ?? 0;
    const [alpha, hotel, india] = [await idOf('alpha'), await idOf('hotel'), await idOf('india')];
    await setGroupAssets(db, companyId, group.maintenanceGroupId, [alpha, hotel, india]);
    await sweepServiceDue(t.deps, Date.now());
    // Alpha at 900 of 1,000 hours is due soon, Hotel at 2,000 overdue, India at 700 neither.
    expect(names(await page('service_due=due'))).toEqual(['Alpha Loader', 'Hotel Pump']);
    const overdue = await page('service_due=overdue');
    expect(names(overdue)).toEqual(['Hotel Pump']);
    expect(overdue.items[0]?.service_due).toEqual({
      interval_name: 'Hydraulics',
      is_overdue: true,
      remaining: -1000,
      unit: 'hours',
    });
    expect((await page('query=india')).items[0]?.service_due).toBeNull();

    // Tracked: Alpha, Delta, Golf, Juliet. Golf reported a minute ago, Juliet two days ago.
    const heard = async (name: string, ago: number) =>
      db
        .update(assetStatuses)
        .set({ lastFixTime: new Date(Date.now() - ago) })
        .where(eq(assetStatuses.assetId, await idOf(name)));
    await heard('golf', 60_000);
    await heard('juliet', 48 * 3_600_000);
    const silent = await page('reporting=silent');
    expect(names(silent)).toEqual(['Alpha Loader', 'Delta Trailer', 'Juliet Pickup']);
    expect(silent.items.map((item) => item.last_fix_time === null)).toEqual([true, true, false]);
    // Another company's silent trackers never show.
    expect((await page('reporting=silent', otherAdmin)).total).toBe(4);
    expect((await search('service_due=soon')).statusCode).toBe(400);
  });

  describe('GraphQL', () => {
    const gql = async (query: string, variables: Record<string, unknown> = {}, token = admin) => {
      const response = await t.call(token, {
        method: 'POST',
        url: '/api/fleet/graphql',
        payload: { query, variables },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const SEARCH = `query Search($query: String, $filters: AssetSearchFilters, $sort: String, $order: String, $pageSize: Int, $pageNumber: Int) {
      searchAssets(query: $query, filters: $filters, sort: $sort, order: $order, pageSize: $pageSize, pageNumber: $pageNumber) {
        total pageNumber pageSize
        items { assetId name serialNumber trackerSerial status { hours odometer } groups { name } operatorAssignment { name } }
        assetsByType { assetTypeId name count }
        trackersByType { trackerTypeId count }
      }
    }`;

    it('answers searchAssets as REST does, in camelCase', async () => {
      const { body } = await gql(SEARCH, {
        filters: { hasTracker: true, assetTypeIds: [2] },
        sort: 'year',
        order: 'desc',
        pageSize: 2,
      });
      expect(body.errors).toBeUndefined();
      const answer = body.data.searchAssets;
      expect(answer.total).toBe(2);
      expect(answer.items.map((item: { name: string }) => item.name)).toEqual([
        'Alpha Loader',
        'Delta Trailer',
      ]);
      expect(answer.items[0]).toMatchObject({ serialNumber: 'SER-ALPHA', trackerSerial: 'REG-0' });
      expect(answer.assetsByType).toEqual([
        { assetTypeId: 1, name: 'Vehicle', count: 4 },
        { assetTypeId: 2, name: 'Equipment', count: 6 },
      ]);
      expect(answer.trackersByType).toEqual([{ trackerTypeId: 1, count: 4 }]);
    });

    it('answers the aggregations on their own', async () => {
      const { body } = await gql(`{ assetsByType { assetTypeId count } trackersByType { count } }`);
      expect(body.data).toEqual({
        assetsByType: [
          { assetTypeId: 1, count: 4 },
          { assetTypeId: 2, count: 6 },
        ],
        trackersByType: [{ count: 4 }],
      });
    });

    it('refuses a bad sort with REST’s sentence and a user with 403', async () => {
      const bad = await gql(SEARCH, { sort: 'colour' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toContain(ASSET_SEARCH_MESSAGES.badSort);
      const refused = await gql(SEARCH, {}, user);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].message).toBe(ASSET_SEARCH_MESSAGES.forbidden);
    });
  });
});
