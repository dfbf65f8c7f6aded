import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  type PimMake,
  type PimProductPage,
  type Resource,
} from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { matchProducts } from '../src/modules/catalogue/product-match.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** spec 2 §3, §5, §7 "Import and catalogue" on the demo catalogue (docs/CATALOGUE.md). */
describe.skipIf(isPostgresUnavailable())('the product catalogue', () => {
  let t: TestApp;
  let admin: string;
  let readOnly: string;
  let user: string;
  let other: string;
  let demoCompanyId: number;
  let otherCompanyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    readOnly = await t.login('readonly@demo.test');
    user = await t.login('user@demo.test');
    other = await t.login('admin@other.test');
    demoCompanyId = (await t.session(admin)).companyId;
    otherCompanyId = (await t.session(other)).companyId;
  });
  afterAll(async () => t?.close());

  const get = async <T>(token: string, url: string) => {
    const response = await t.call(token, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.call(token, { method, url, payload });
  const graphql = async (token: string, query: string, variables: object = {}) =>
    (
      await t.call(token, {
        method: 'POST',
        url: '/api/fleet/graphql',
        payload: { query, variables },
      })
    ).json<{
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    }>();

  describe('searchPimProducts', () => {
    it('pages 20 at a time with every facet, shared products only', async () => {
      const page = await get<PimProductPage>(admin, '/api/pim/products');
      expect(page.items).toHaveLength(20);
      expect(page.totals.total_items).toBeGreaterThan(300);
      expect(page.facets.map((f) => f.facet_id)).toEqual([
        'Category',
        'Manufacturer',
        'Model',
        'Year',
        'ProductId',
      ]);
      const makes = page.facets.find((f) => f.facet_id === 'Manufacturer');
      expect(makes?.entries.length).toBeGreaterThanOrEqual(30);
      const products = page.facets.find((f) => f.facet_id === 'ProductId');
      expect(products?.entries).toHaveLength(50);
      expect(products?.after_key).toBe(products?.entries.at(-1)?.label);
      expect(JSON.stringify(page)).not.toContain('Front Range');
      const [first] = page.items;
      expect(first?.name).toBe(
        [first?.year, first?.make, first?.model, first?.variant].filter(Boolean).join(' '),
      );
    });

    it('matches words in make, model and variant, and a year', async () => {
      const page = await get<PimProductPage>(
        admin,
        '/api/pim/products?query=caterpillar%20320%202021&included_facets=',
      );
      expect(page.facets).toEqual([]);
      expect(page.items.map((p) => p.name)).toEqual([
        '2021 Caterpillar 320',
        '2021 Caterpillar 320 GC',
      ]);
    });

    it('filters by a category with everything below it, and counts facets without their own filter', async () => {
      const categories = await get<Array<{ id: number; path: string }>>(
        admin,
        '/api/pim/categories?query=Earthmoving',
      );
      const earthmoving = categories.find((c) => c.path === 'Earthmoving');
      const page = await get<PimProductPage>(
        admin,
        `/api/pim/products?category_id=${earthmoving?.id}&year=2025&page_size=100&included_facets=Category,Year`,
      );
      expect(page.items.length).toBeGreaterThan(20);
      expect(
        page.items.every((p) => p.category_path.startsWith('Earthmoving|') && p.year === 2025),
      ).toBe(true);
      const years = page.facets.find((f) => f.facet_id === 'Year')?.entries.map((e) => e.value);
      // The year facet ignores the year filter: other years stay offered, newest first.
      expect(years?.slice(0, 3)).toEqual(['2025', '2024', '2023']);
      const searched = await get<PimProductPage>(
        admin,
        '/api/pim/products?included_facets=Manufacturer&facet_search=deer',
      );
      expect(searched.facets[0]?.entries.map((e) => e.label)).toEqual(['John Deere']);
    });

    it('answers GraphQL with the spec’s names and filters', async () => {
      const answer = await graphql(
        admin,
        `
          query ($filters: [PimFilter!]) {
            searchPimProducts(filters: $filters, pageSize: 5) {
              items {
                id
                name
                make
                model
                year
                categoryPath
                companyId
                isDeleted
              }
              totals {
                totalItems
                pageNumber
                pageSize
              }
              facets {
                facetId
                afterKey
                entries {
                  value
                  label
                  count
                }
              }
            }
          }
        `,
        {
          filters: [
            { facetId: 'Manufacturer', values: ['1'] },
            { facetId: 'Year', values: ['2020'] },
          ],
        },
      );
      expect(answer.errors).toBeUndefined();
      const result = answer.data?.searchPimProducts as {
        items: Array<{ year: number }>;
        totals: { pageSize: number };
      };
      expect(result.totals.pageSize).toBe(5);
      expect(result.items.every((item) => item.year === 2020)).toBe(true);
      const bad = await graphql(
        admin,
        '{ searchPimProducts(pageSize: 1000) { totals { totalItems } } }',
      );
      expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a bad query string with a sentence', async () => {
      const response = await t.call(admin, { method: 'GET', url: '/api/pim/products?year=20x0' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Expected years');
    });
  });

  describe('manufacturers', () => {
    it('refuses a duplicate whatever its case, archived ones included', async () => {
      const same = await send(admin, 'POST', '/api/pim/makes', { name: 'caterpillar' });
      expect(same.statusCode).toBe(409);
      expect(same.json().error.message).toBe(CATALOGUE_MESSAGES.manufacturerExists);
      const archived = await send(admin, 'POST', '/api/pim/makes', { name: 'MUSTANG' });
      expect(archived.statusCode).toBe(409);
      const make = archived.json().error.details.make as PimMake;
      expect(make).toMatchObject({ name: 'Mustang', is_deleted: true, company_id: demoCompanyId });
      const hidden = await get<PimMake[]>(admin, '/api/pim/makes?query=mustang');
      expect(hidden).toEqual([]);
      const found = await get<PimMake[]>(
        admin,
        '/api/pim/makes?query=Mustang&include_deleted=true&exact_match=true',
      );
      expect(found.map((m) => m.id)).toEqual([make.id]);
      const restored = await send(admin, 'POST', `/api/pim/makes/${make.id}/restore`, {});
      expect(restored.statusCode).toBe(200);
      expect(restored.json().is_deleted).toBe(false);
    });

    it('creates the company’s own make that no other company sees', async () => {
      const created = await send(admin, 'POST', '/api/pim/makes', { name: '  Acme Iron ' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Acme Iron', company_id: demoCompanyId });
      expect(await get<PimMake[]>(other, '/api/pim/makes?query=acme')).toEqual([]);
      const restoreOthers = await send(
        other,
        'POST',
        `/api/pim/makes/${created.json().id}/restore`,
        {},
      );
      expect(restoreOthers.statusCode).toBe(404);
      const otherMakes = await get<PimMake[]>(other, '/api/pim/makes?query=front');
      expect(otherMakes.map((m) => m.name)).toEqual(['Front Range Fabrication']);
      // The other company may have its own make of a name the demo company has.
      expect((await send(other, 'POST', '/api/pim/makes', { name: 'Acme Iron' })).statusCode).toBe(
        201,
      );
    });

    it('asks for a name, and refuses readers and those who cannot edit assets', async () => {
      const empty = await send(admin, 'POST', '/api/pim/makes', { name: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details.issues[0].message).toBe(CATALOGUE_MESSAGES.required);
      expect((await send(readOnly, 'POST', '/api/pim/makes', { name: 'Nope' })).statusCode).toBe(
        403,
      );
      expect((await send(user, 'POST', '/api/pim/makes', { name: 'Nope' })).statusCode).toBe(403);
      const answer = await graphql(
        admin,
        'mutation { createPimMake(input: { name: "CASE" }) { id } }',
      );
      expect(answer.errors?.[0]?.message).toBe(CATALOGUE_MESSAGES.manufacturerExists);
    });
  });

  const category = async (path: string) =>
    (
      await get<Array<{ id: number; path: string; has_products: boolean }>>(
        admin,
        '/api/pim/categories',
      )
    ).find((c) => c.path === path);
  const make = async (name: string) =>
    (
      await get<PimMake[]>(
        admin,
        `/api/pim/makes?query=${encodeURIComponent(name)}&exact_match=true`,
      )
    )[0];

  describe('createPimProduct', () => {
    it('requires category, manufacturer, model and year', async () => {
      const response = await send(admin, 'POST', '/api/pim/products', { model: '' });
      expect(response.statusCode).toBe(400);
      const issues = response.json().error.details.issues as Array<{
        path: string[];
        message: string;
      }>;
      expect(issues.map((i) => `${i.path[0]}: ${i.message}`)).toEqual([
        'category_id: This field is required.',
        'manufacturer_id: This field is required.',
        'model: This field is required.',
        'year: This field is required.',
      ]);
    });

    it('offers only categories with products, and years up to next year', async () => {
      const vans = await category('Vehicles|Electric Vans');
      expect(vans?.has_products).toBe(false);
      const bobcat = await make('Bobcat');
      const base = { manufacturer_id: bobcat?.id, model: 'S76', year: 2024 };
      const refused = await send(admin, 'POST', '/api/pim/products', {
        ...base,
        category_id: vans?.id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.issues[0]).toEqual({
        path: ['category_id'],
        message: CATALOGUE_MESSAGES.categoriesWithProducts,
      });
      const skid = await category('Earthmoving|Skid Steer Loaders');
      const future = new Date().getFullYear() + 2;
      const late = await send(admin, 'POST', '/api/pim/products', {
        ...base,
        category_id: skid?.id,
        year: future,
      });
      expect(late.statusCode).toBe(400);
    });

    it('creates the company’s own product, found by its search and by matching, never by another company', async () => {
      const skid = await category('Earthmoving|Skid Steer Loaders');
      const bobcat = await make('Bobcat');
      const body = {
        category_id: skid?.id,
        manufacturer_id: bobcat?.id,
        model: 'S76',
        variant: 'Turbo',
        year: 2024,
      };
      const created = await send(admin, 'POST', '/api/pim/products', body);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const mine = await get<PimProductPage>(admin, `/api/pim/products?product_id=${id}`);
      expect(mine.items[0]).toMatchObject({
        name: '2024 Bobcat S76 Turbo',
        company_id: demoCompanyId,
      });
      const theirs = await get<PimProductPage>(other, `/api/pim/products?product_id=${id}`);
      expect(theirs.items).toEqual([]);
      expect((await send(admin, 'POST', '/api/pim/products', body)).statusCode).toBe(409);
      const match = await matchProducts(t.deps.db, otherCompanyId, [
        { key: 1, make: 'Bobcat', model: 'S76 Turbo', year: 2024 },
      ]);
      expect(match.get(1)?.productId).not.toBe(id);
      const answer = await graphql(
        admin,
        `mutation { createPimProduct(input: { categoryPlatformId: ${skid?.id}, manufacturerPlatformId: ${bobcat?.id}, model: "S86", year: 2025 }) { id } }`,
      );
      expect(answer.errors).toBeUndefined();
    });
  });

  describe('categories', () => {
    it('builds the tree with counts of products below each category', async () => {
      const tree = await get<
        Array<{
          id: number;
          path: string;
          children: number[];
          product_count: number;
          total_product_count: number;
        }>
      >(admin, '/api/pim/category-tree');
      const byId = new Map(tree.map((n) => [n.id, n]));
      const earthmoving = tree.find((n) => n.path === 'Earthmoving');
      const below = earthmoving?.children.map((c) => byId.get(c)?.total_product_count ?? 0) ?? [];
      expect(earthmoving?.total_product_count).toBe(below.reduce((a, b) => a + b, 0));
      expect(earthmoving?.product_count).toBe(0);
    });
  });

  describe('reporting designations and an asset’s product', () => {
    let assetId: number;
    let resources: Resource[];
    const byValue = (value: string) => resources.find((r) => r.value === value)?.resource_id;

    beforeAll(async () => {
      const [asset] = await get<Array<{ asset_id: number }>>(admin, '/api/assets?limit=1');
      assetId = asset?.asset_id ?? 0;
      resources = await get<Resource[]>(admin, '/api/resources/tree');
    });

    it('lists the company’s tree and each asset’s yard', async () => {
      expect(resources.map((r) => r.path)).toContain('Missouri|Central Missouri|Columbia Yard');
      expect(JSON.stringify(resources)).not.toContain('Denver');
      const mine = await get<Resource[]>(admin, `/api/resources?asset_id=${assetId}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.hierarchy_map_type).toBe('location');
      const [theirAsset] = await get<Array<{ asset_id: number }>>(other, '/api/assets?limit=1');
      const leak = await t.call(admin, {
        method: 'GET',
        url: `/api/resources?asset_id=${theirAsset?.asset_id}`,
      });
      expect(leak.statusCode).toBe(404);
    });

    it('needs a location and at most one designation per top-level root', async () => {
      const url = `/api/assets/${assetId}/resources`;
      const noLocation = await send(admin, 'PUT', url, { resource_ids: [byValue('Heavy Civil')] });
      expect(noLocation.statusCode).toBe(400);
      expect(noLocation.json().error.message).toBe(CATALOGUE_MESSAGES.locationRequired);
      const twice = await send(admin, 'PUT', url, {
        resource_ids: [byValue('Columbia Yard'), byValue('Kansas City Yard')],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.message).toBe(CATALOGUE_MESSAGES.onePerRoot('Missouri'));
      const saved = await send(admin, 'PUT', url, {
        resource_ids: [byValue('Kansas City Yard'), byValue('Heavy Civil')],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().map((r: Resource) => r.value)).toEqual([
        'Heavy Civil',
        'Kansas City Yard',
      ]);
      const theirs = await get<Resource[]>(other, '/api/resources/tree');
      const foreign = await send(admin, 'PUT', url, { resource_ids: [theirs[1]?.resource_id] });
      expect(foreign.statusCode).toBe(404);
      expect(
        (await send(readOnly, 'PUT', url, { resource_ids: [byValue('Columbia Yard')] })).statusCode,
      ).toBe(403);
      const answer = await graphql(
        admin,
        `query { searchResources(filters: [{ facetId: ASSET_ID, values: ["${assetId}"] }]) { value hierarchyMapType } }`,
      );
      expect(answer.data?.searchResources).toEqual([
        { value: 'Heavy Civil', hierarchyMapType: 'division' },
        { value: 'Kansas City Yard', hierarchyMapType: 'location' },
      ]);
    });

    it('connects an asset to a product; its make, model and year follow', async () => {
      const page = await get<PimProductPage>(
        admin,
        '/api/pim/products?query=genie%20s-65%20xc%202022',
      );
      const product = page.items[0];
      const saved = await send(admin, 'PUT', `/api/assets/${assetId}/product`, {
        product_id: product?.id,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().name).toBe('2022 Genie S-65 XC');
      const asset = await get<{ year: number; model: string; make: { name: string } }>(
        admin,
        `/api/assets/${assetId}`,
      );
      expect(asset).toMatchObject({ year: 2022, model: 'S-65', make: { name: 'Genie' } });
      const otherProduct = (await get<PimProductPage>(other, '/api/pim/products?query=fr-20'))
        .items[0];
      const foreign = await send(admin, 'PUT', `/api/assets/${assetId}/product`, {
        product_id: otherProduct?.id,
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('searchMakes and searchModels', () => {
    it('pages the makes and models assets carry', async () => {
      const makes = await get<{ items: Array<{ name: string }>; total_items: number }>(
        admin,
        '/api/catalogue/makes?page_size=5&page_number=2',
      );
      expect(makes.items).toHaveLength(5);
      expect(makes.total_items).toBeGreaterThanOrEqual(30);
      const models = await get<{ items: Array<{ make_name: string }>; total_items: number }>(
        admin,
        '/api/catalogue/models?query=320',
      );
      expect(models.items.map((m) => m.make_name)).toContain('Caterpillar');
    });
  });

  describe('matchProducts (the import)', () => {
    const match = (
      companyId: number,
      make: string | null,
      model: string | null,
      year: number | null,
    ) => matchProducts(t.deps.db, companyId, [{ key: 7, make, model, year }]).then((m) => m.get(7));

    it('is exact when make, model and year are equal, aliases and punctuation aside', async () => {
      expect(await match(demoCompanyId, 'Caterpillar', '320', 2019)).toMatchObject({
        label: '2019 Caterpillar 320',
        exact: true,
        similarity: 1,
      });
      expect(await match(demoCompanyId, 'CAT', '320', 2019)).toMatchObject({
        label: '2019 Caterpillar 320',
        exact: true,
      });
      expect(await match(demoCompanyId, 'ford', 'F150', 2018)).toMatchObject({
        label: '2018 Ford F-150',
        exact: true,
      });
    });

    it('finds near matches above the threshold, and nothing below it', async () => {
      const near = await match(demoCompanyId, 'Komatsu', 'PC210', 2020);
      expect(near).toMatchObject({ label: '2020 Komatsu PC210LC-11', exact: false });
      expect(near?.similarity).toBeGreaterThanOrEqual(0.45);
      expect(await match(demoCompanyId, 'Acme', 'Widget 9', 2020)).toBeNull();
      expect(await match(demoCompanyId, 'Genie', null, 2020)).toBeNull();
      // Another make's model is not this make's product.
      expect((await match(demoCompanyId, 'Kubota', 'S650', 2020))?.label ?? null).toBeNull();
    });

    it('connects an exact make, model and year even when a long variant makes it less alike', async () => {
      const skid = await category('Earthmoving|Skid Steer Loaders');
      const bobcat = await make('Bobcat');
      const created = await send(admin, 'POST', '/api/pim/products', {
        category_id: skid?.id,
        manufacturer_id: bobcat?.id,
        model: 'HX-9',
        variant: 'Extended Reach Forestry Mulcher Package With Winch',
        year: 2023,
      });
      expect(created.statusCode, created.body).toBe(201);
      const exact = await match(demoCompanyId, 'bobcat', 'hx9', 2023);
      expect(exact).toMatchObject({ productId: created.json().id, exact: true });
      expect(exact?.similarity).toBeLessThan(0.45);
      // Another year is the nearest, offered but not exact.
      expect(await match(demoCompanyId, 'Bobcat', 'HX-9', 2019)).toMatchObject({
        productId: created.json().id,
        exact: false,
      });
    });

    it('takes the same year, else the nearest, else the newest', async () => {
      expect((await match(demoCompanyId, 'Bobcat', 'T770', 2030))?.label).toBe('2025 Bobcat T770');
      expect((await match(demoCompanyId, 'JLG', '860SJ', 2015))?.label).toBe('2017 JLG 860SJ');
      expect((await match(demoCompanyId, 'JLG', '860SJ', null))?.label).toBe('2025 JLG 860SJ');
    });

    it('answers every row of a batch, keyed, and sees only the company’s own products', async () => {
      const rows = Array.from({ length: 300 }, (_, key) => ({
        key,
        make: key % 3 === 0 ? 'Front Range Fabrication' : 'Caterpillar',
        model: key % 3 === 0 ? 'FR-20 Flatbed' : '336',
        year: 2014 + (key % 12),
      }));
      const demo = await matchProducts(t.deps.db, demoCompanyId, rows);
      expect(demo.size).toBe(300);
      expect(demo.get(0)).toBeNull();
      expect(demo.get(1)?.label).toBe('2015 Caterpillar 336');
      const theirs = await matchProducts(t.deps.db, otherCompanyId, rows.slice(0, 1));
      expect(theirs.get(0)).toMatchObject({ label: '2022 Front Range Fabrication FR-20 Flatbed' });
    });
  });
});
