import type { TestApp } from './harness';

/**
 * The catalogue's entries for the walks (docs/CATALOGUE.md): request bodies, the other
 * company's ids and GraphQL documents. Shared category 1 and product 1 are the demo catalogue's.
 */
export const catalogueWriteSamples = (): Record<string, unknown> => ({
  'PUT /api/assets/:assetId/resources': { resource_ids: [1] },
  'PUT /api/assets/:assetId/product': { product_id: 1 },
  'POST /api/pim/makes': { name: 'Walk make' },
  'POST /api/pim/products': { category_id: 1, manufacturer_id: 1, model: 'Walk', year: 2020 },
});

/** The other company's own make (the demo seed gives it one). */
export async function catalogueWalkIds(
  t: TestApp,
  otherToken: string,
): Promise<{ makeId: string }> {
  const response = await t.call(otherToken, { method: 'GET', url: '/api/pim/makes?query=front' });
  const [make] = response.json<Array<{ id: number; company_id: number | null }>>();
  return { makeId: String(make?.id) };
}

export const CATALOGUE_GRAPHQL_MUTATIONS: Record<string, (ids: Record<string, string>) => string> =
  {
    createPimMake: () => 'mutation { createPimMake(input: { name: "Walk make" }) { id } }',
    restorePimMake: (ids) =>
      `mutation { restorePimMake(input: { platformId: ${ids.makeId} }) { id } }`,
    createPimProduct: (ids) =>
      `mutation { createPimProduct(input: { categoryPlatformId: 1, manufacturerPlatformId: ${ids.makeId}, model: "Walk", year: 2020 }) { id } }`,
    setAssetProduct: (ids) =>
      `mutation { setAssetProduct(assetId: ${ids.assetId}, productId: 1) { id } }`,
    setAssetResources: (ids) =>
      `mutation { setAssetResources(assetId: ${ids.assetId}, resourceIds: [1]) { resourceId } }`,
  };

/** Catalogue mutations that take no id of the other company. */
export const CATALOGUE_OWN_COMPANY_MUTATIONS = ['createPimMake'];

/**
 * Values the fuzz walk mixes into the catalogue's requests so they reach the services: ids of
 * the demo catalogue (single and listed, as query strings take them), a year, facets, a model,
 * and a location designation (an asset's designations need one).
 */
export async function catalogueFuzzSamples(
  t: TestApp,
  token: string,
): Promise<Record<string, unknown[]>> {
  const response = await t.call(token, { method: 'GET', url: '/api/resources/tree' });
  const tree = response.json<Array<{ resource_id: number; hierarchy_map_type: string }>>();
  const location = tree.find((node) => node.hierarchy_map_type === 'location');
  return {
    category_id: [1, '1,2'],
    manufacturer_id: [1, '1,2'],
    product_id: [1, '1,2,3'],
    year: [2020],
    included_facets: ['Manufacturer,Year', ''],
    model: ['320'],
    make_id: [1],
    resource_ids: location ? [[location.resource_id], []] : [[]],
  };
}
