import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_TYPE, INVENTORY_STATUS, PROVIDER_VENDOR_NAME } from '@fleet/domain';
import { makeUser, DEMO_PASSWORD } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { seedInventoryFixture } from './inventory-fixture';

/** The query the inventory page sends (kept in step with web/src/features/inventory/api). */
const INVENTORY_QUERY = `query Inventory($queryField: String, $queryValue: String, $filters: [InventoryFilter!], $pageSize: Int) {
  inventory(queryField: $queryField, queryValue: $queryValue, filters: $filters, pageSize: $pageSize) {
    total searchAfter
    items { id customName vendor makeName model jobsite address inventoryStatus assetTypeName
      cannotRent className rentalStatus { rentalId assetId jobsite startDate endDate } }
    facets { identifier entries { key label count } }
    classes { key className available unavailable onrent soft_down hard_down total }
  }
}`;

interface Facet {
  identifier: string;
  entries: Array<{ key: string; label: string; count: number }>;
}
interface Page {
  total: number;
  searchAfter: string[] | null;
  items: Array<Record<string, unknown> & { id: number; customName: string }>;
  facets: Facet[];
  classes: Array<Record<string, number | string>>;
}
type Filters = Array<{ identifier: string; values: string[] }>;

describe.skipIf(isPostgresUnavailable())('GraphQL: inventory', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let ids: Record<string, number> = {};

  const gql = async (tk: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.call(tk, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const search = async (
    variables: { queryField?: string; queryValue?: string; filters?: Filters; pageSize?: number },
    tk = token,
  ): Promise<Page> => {
    const { body } = await gql(tk, INVENTORY_QUERY, variables);
    expect(body.errors).toBeUndefined();
    return body.data.inventory as Page;
  };
  const names = (page: Page) => page.items.map((i) => i.customName);
  const facet = (page: Page, identifier: string) =>
    Object.fromEntries(
      (page.facets.find((f) => f.identifier === identifier)?.entries ?? []).map((e) => [
        e.key,
        e.count,
      ]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, otherToken, ids } = await seedInventoryFixture(t));
  });
  afterAll(async () => t?.close());

  it('lists the company in name order with the item shape of spec 1 §3', async () => {
    const page = await search({});
    expect(page.total).toBe(7);
    expect(names(page)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Same', 'Same', 'Same']);
    expect(page.searchAfter).toBeNull();
    const [alpha, bravo, charlie, delta] = page.items;
    expect(alpha).toMatchObject({
      vendor: 'Own Co',
      makeName: 'Caterpillar',
      model: 'D6',
      jobsite: null,
      inventoryStatus: INVENTORY_STATUS.readyToRent,
      assetTypeName: 'Vehicle',
      className: 'Dozers',
      cannotRent: false,
      rentalStatus: null,
    });
    expect(bravo).toMatchObject({
      vendor: PROVIDER_VENDOR_NAME,
      jobsite: 'North Jobsite',
      inventoryStatus: INVENTORY_STATUS.onRent,
      model: 'Scissor 19',
      rentalStatus: { assetId: ids.bravo, jobsite: 'North Jobsite', endDate: null },
    });
    expect(charlie).toMatchObject({
      vendor: 'Acme Rentals',
      inventoryStatus: INVENTORY_STATUS.onRent,
    });
    expect(delta).toMatchObject({
      vendor: 'Own Co',
      jobsite: 'North Jobsite',
      inventoryStatus: INVENTORY_STATUS.makeReady,
    });
  });

  it.each([
    ['BRANCHES', () => [String(ids.b2)], ['Bravo']],
    ['BRANCHES', () => ['none'], ['Charlie']],
    ['INVENTORY_CATEGORY', () => [String(ids.cat)], ['Alpha']],
    ['ASSET_TYPE_ID', () => [String(ASSET_TYPE.vehicle)], ['Alpha', 'Delta']],
    ['INVENTORY_STATUS', () => [String(INVENTORY_STATUS.onRent)], ['Bravo', 'Charlie']],
    ['INVENTORY_STATUS', () => ['2', '1'], ['Alpha', 'Delta', 'Same', 'Same', 'Same']],
    ['RENTAL_VENDOR', () => ['Acme Rentals'], ['Charlie']],
    ['RENTAL_VENDOR', () => [PROVIDER_VENDOR_NAME], ['Bravo']],
    ['RENTAL_VENDOR', () => ['Own Co'], ['Alpha', 'Delta', 'Same', 'Same', 'Same']],
    ['INVENTORY_CLASS', () => [String(ids.k1)], ['Alpha', 'Bravo']],
  ])('filters by %s', async (identifier, values, expected) => {
    const page = await search({ filters: [{ identifier, values: values() }] });
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('counts each facet with every other filter applied, never its own', async () => {
    const page = await search({ filters: [{ identifier: 'BRANCHES', values: [String(ids.b1)] }] });
    // Its own facet still offers the other branch and the assets without one.
    expect(facet(page, 'BRANCHES')).toEqual({ [String(ids.b1)]: 5, [String(ids.b2)]: 1, none: 1 });
    // The others count the North branch's assets only.
    expect(facet(page, 'INVENTORY_STATUS')).toEqual({ '1': 4, '2': 1 });
    expect(facet(page, 'ASSET_TYPE_ID')).toEqual({ '1': 2, '2': 3 });
    expect(facet(page, 'RENTAL_VENDOR')).toEqual({ 'Own Co': 5 });
    const both = await search({
      filters: [
        { identifier: 'BRANCHES', values: [String(ids.b1)] },
        { identifier: 'INVENTORY_STATUS', values: ['2'] },
      ],
    });
    expect(both.total).toBe(1);
    expect(facet(both, 'BRANCHES')).toEqual({ [String(ids.b1)]: 1 });
    expect(facet(both, 'INVENTORY_STATUS')).toEqual({ '1': 4, '2': 1 });
  });

  it('gives per-class entries for the by-class view, without the class filter', async () => {
    const page = await search({
      filters: [{ identifier: 'INVENTORY_CLASS', values: [String(ids.k2)] }],
    });
    expect(page.total).toBe(1);
    const byName = Object.fromEntries(page.classes.map((c) => [c.className, c]));
    expect(byName.Dozers).toMatchObject({ available: 1, onrent: 1, unavailable: 0, total: 2 });
    expect(byName.Lifts).toMatchObject({ onrent: 1, hard_down: 0, total: 1 });
    expect(byName['No class']).toMatchObject({ available: 3, unavailable: 1, total: 4 });
    expect(page.classes.map((c) => c.className)).toEqual(['Dozers', 'Lifts', 'No class']);
  });

  it.each([
    ['name', ' alp ', ['Alpha']],
    ['make', 'caterp', ['Alpha']],
    ['model', 'scissor', ['Bravo']],
    ['model', 'D6', ['Alpha']],
    ['jobsite', 'north job', ['Bravo', 'Delta']],
    ['name', '%', []],
    ['name', '   ', ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Same', 'Same', 'Same']],
  ])('searches by %s for %j', async (queryField, queryValue, expected) => {
    const page = await search({ queryField, queryValue });
    expect(names(page)).toEqual(expected);
  });

  it('pages with SEARCH_AFTER in a stable order across equal names', async () => {
    const seen: number[] = [];
    let after: string[] | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Page = await search({
        pageSize: 2,
        filters: after ? [{ identifier: 'SEARCH_AFTER', values: after }] : [],
      });
      seen.push(...page.items.map((item) => item.id));
      after = page.searchAfter;
      if (!after) break;
    }
    const all = await search({});
    expect(seen).toEqual(all.items.map((item) => item.id));
    expect(new Set(seen).size).toBe(7);
  });

  it('refuses a page over 10,000 and malformed filters with a sentence', async () => {
    const big = await gql(token, INVENTORY_QUERY, { pageSize: 10_001 });
    expect(big.body.errors?.[0]?.message).toMatch(/10000/);
    expect(big.body.data).toBeNull();
    const badId = await gql(token, INVENTORY_QUERY, {
      filters: [{ identifier: 'BRANCHES', values: ['1 or 1=1'] }],
    });
    expect(badId.body.errors?.[0]?.message).toMatch(/BRANCHES takes ids/);
    const badCursor = await gql(token, INVENTORY_QUERY, {
      filters: [{ identifier: 'SEARCH_AFTER', values: ['x'] }],
    });
    expect(badCursor.body.errors?.[0]?.message).toMatch(/SEARCH_AFTER/);
    const badField = await gql(token, INVENTORY_QUERY, { queryField: 'serial' });
    expect(badField.body.errors?.[0]?.message).toBeTruthy();
    expect(badField.status).toBeLessThan(500);
  });

  it("never shows another company's assets or counts", async () => {
    const mine = await search({ queryValue: 'Alpha' });
    expect(names(mine)).toEqual(['Alpha']);
    const theirs = await search({}, otherToken);
    expect(names(theirs)).toEqual(['Alpha Other']);
    expect(theirs.total).toBe(1);
    expect(facet(theirs, 'BRANCHES')).toEqual({ [String(ids.otherBranch)]: 1 });
    expect(facet(theirs, 'RENTAL_VENDOR')).toEqual({ [PROVIDER_VENDOR_NAME]: 1 });
    // Their preferences forbid internal rentals of vehicles.
    expect(theirs.items[0]?.cannotRent).toBe(true);
    // My branch id in their query matches nothing of mine.
    const crossed = await search(
      { filters: [{ identifier: 'BRANCHES', values: [String(ids.b1)] }] },
      otherToken,
    );
    expect(crossed.total).toBe(0);
    expect(crossed.items).toEqual([]);
    expect(facet(crossed, 'BRANCHES')).toEqual({ [String(ids.otherBranch)]: 1 });
  });

  describe('saved search presets', () => {
    const LIST = `{ savedSearchPresets { presetId presetName presetDomain userId preset {
      query_field query_value branches categories asset_types inventory_statuses vendors } } }`;
    const ADD = `mutation Add($name: String!, $preset: InventoryPresetInput!) {
      addSavedSearchPreset(presetName: $name, preset: $preset) { presetId presetName preset { query_value branches } } }`;
    const DELETE = `mutation Del($id: Int!) { deleteSavedSearchPreset(presetId: $id) }`;

    it('adds, lists and deletes the caller’s own presets only', async () => {
      const added = await gql(token, ADD, {
        name: '  North ready  ',
        preset: {
          query_field: 'name',
          query_value: ' Al ',
          branches: [String(ids.b1)],
          inventory_statuses: ['1'],
        },
      });
      expect(added.body.errors).toBeUndefined();
      const preset = added.body.data.addSavedSearchPreset;
      expect(preset).toMatchObject({
        presetName: 'North ready',
        preset: { query_value: 'Al', branches: [String(ids.b1)] },
      });

      const list = await gql(token, LIST);
      expect(list.body.data.savedSearchPresets).toHaveLength(1);
      expect(list.body.data.savedSearchPresets[0].preset).toMatchObject({
        inventory_statuses: ['1'],
        vendors: [],
      });
      // Another company's user neither sees nor deletes it.
      expect((await gql(otherToken, LIST)).body.data.savedSearchPresets).toEqual([]);
      const stolen = await gql(otherToken, DELETE, { id: preset.presetId });
      expect(stolen.body.errors?.[0]?.message).toBe('This saved search was not found.');
      // Nor does a colleague of the same company.
      const db = t.deps.db;
      const session = await t.session(token);
      const colleague = await makeUser(db, session.companyId, { securityLevelId: 2 });
      const colleagueToken = await t.login(colleague.email, DEMO_PASSWORD);
      expect((await gql(colleagueToken, LIST)).body.data.savedSearchPresets).toEqual([]);
      expect((await gql(colleagueToken, DELETE, { id: preset.presetId })).body.errors).toHaveLength(
        1,
      );

      const deleted = await gql(token, DELETE, { id: preset.presetId });
      expect(deleted.body.data.deleteSavedSearchPreset).toBe(true);
      expect((await gql(token, LIST)).body.data.savedSearchPresets).toEqual([]);
    });

    it('refuses bad presets and read-only users, writing nothing', async () => {
      const noName = await gql(token, ADD, { name: '   ', preset: {} });
      expect(noName.body.errors?.[0]?.message).toMatch(/Give the search a name/);
      const tooMany = await gql(token, ADD, {
        name: 'Many',
        preset: { vendors: Array.from({ length: 501 }, (_, i) => `v${i}`) },
      });
      expect(tooMany.body.errors).toHaveLength(1);
      const badField = await gql(token, ADD, { name: 'x', preset: { query_field: 'drop table' } });
      expect(badField.body.errors).toHaveLength(1);
      const session = await t.session(token);
      const reader = await makeUser(t.deps.db, session.companyId, { readOnly: true });
      const readerToken = await t.login(reader.email, DEMO_PASSWORD);
      const refused = await gql(readerToken, ADD, { name: 'Mine', preset: {} });
      expect(refused.body.errors?.[0]?.message).toBeTruthy();
      expect((await gql(readerToken, LIST)).body.data.savedSearchPresets).toEqual([]);
      expect((await gql(token, LIST)).body.data.savedSearchPresets).toEqual([]);
    });
  });
});
