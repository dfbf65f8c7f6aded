import type { TestApp } from './harness';

/**
 * Every GraphQL query, as a document for given ids, so the tenancy walk reaches each one as it
 * reaches every mutation (graphql-mutation-samples.ts). The fields asked for are those that
 * would show another company's names. A query added later fails the walk until it is given a
 * document here.
 */
export const GRAPHQL_QUERIES: Record<string, (ids: Record<string, string>) => string> = {
  me: () => '{ me { companyId email firstName lastName } }',
  inventory: () => '{ inventory(pageSize: 50) { total items { id customName jobsite address } } }',
  savedSearchPresets: () => '{ savedSearchPresets { presetId presetName companyId } }',
  fetchAssetByID: (ids) => `{ fetchAssetByID(assetId: ${ids.assetId}) }`,
  getUsers: () => '{ getUsers { userId companyId firstName lastName email } }',
  getAssetImportJobs: (ids) => `{ getAssetImportJobs(jobId: "${ids.jobId}") }`,
  getAssetImportJobRows: (ids) => `{ getAssetImportJobRows(jobId: "${ids.jobId}") }`,
  getDetailsFromVin: () => '{ getDetailsFromVin(vin: "1HGCM82633A004352") { errors } }',
  getConfigurationSteps: () => '{ getConfigurationSteps { createGroup } }',
  groups: () => '{ groups { id name } }',
  allAssetsByGroupId: (ids) =>
    `{ allAssetsByGroupId(groupId: ${ids.organizationId}) { id customName serialNumber } }`,
  assetsForGroups: (ids) =>
    `{ assetsForGroups(excludedGroupIds: [${ids.organizationId}]) { id customName serialNumber } }`,
  assetsForAlerts: () => '{ assetsForAlerts { id customName companyId serialNumber } }',
  searchPimProducts: () => '{ searchPimProducts(pageSize: 50) { items { id name make } } }',
  searchPimMakes: () => '{ searchPimMakes { id name companyId } }',
  searchPimCategories: () => '{ searchPimCategories { id name companyId } }',
  getCategoryTree: () => '{ getCategoryTree { id name } }',
  searchMakes: () => '{ searchMakes(pageSize: 50) { items { name } } }',
  searchModels: () => '{ searchModels(pageSize: 50) { items { makeName name } } }',
  getResourceTree: () => '{ getResourceTree { resourceId path value } }',
  searchResources: (ids) =>
    `{ searchResources(filters: [{ facetId: ASSET_ID, values: ["${ids.assetId}"] }]) { path value } }`,
  searchAssets: (ids) =>
    `{ searchAssets(pageSize: 50, filters: { groupId: ${ids.organizationId} }) { total items { assetId name serialNumber } } }`,
  assetsByType: () => '{ assetsByType { assetTypeId count } }',
  trackersByType: () => '{ trackersByType { trackerTypeId count } }',
};

/**
 * Queries that name a thing of the caller's company by its id (an asset, a group, an import
 * job, the asset a search filters on): another company's id answers NOT_FOUND (404), as REST
 * answers it. The others list or search the caller's own company, where another company's ids
 * find nothing and its names never show.
 */
export const ID_QUERIES: ReadonlySet<string> = new Set([
  'fetchAssetByID',
  'allAssetsByGroupId',
  'getAssetImportJobs',
  'getAssetImportJobRows',
  'searchResources',
]);

/** The queries the schema has, by name. */
export function graphqlQueryNames(t: TestApp): string[] {
  return Object.keys(t.app.graphql.schema.getQueryType()?.getFields() ?? {});
}
