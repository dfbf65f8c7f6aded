import type { TestApp } from './harness';
import {
  CATALOGUE_GRAPHQL_MUTATIONS,
  CATALOGUE_OWN_COMPANY_MUTATIONS,
} from './catalogue-walk-samples';
import { IMPORT_GRAPHQL_MUTATIONS } from './import-walk-samples';

/**
 * Every GraphQL mutation, as a document for given ids, so the walks reach each one the way they
 * reach every REST route (the REST walks leave the GraphQL endpoint out). A mutation added
 * later fails the tenancy walk until it is given a document here.
 */
export const GRAPHQL_MUTATIONS: Record<string, (ids: Record<string, string>) => string> = {
  ...CATALOGUE_GRAPHQL_MUTATIONS,
  ...IMPORT_GRAPHQL_MUTATIONS,
  addSavedSearchPreset: () =>
    'mutation { addSavedSearchPreset(presetName: "Walk", preset: {}) { presetId } }',
  deleteSavedSearchPreset: (ids) =>
    `mutation { deleteSavedSearchPreset(presetId: ${ids.presetId}) }`,
  archiveAsset: (ids) => `mutation { archiveAsset(archivedStatus: SOLD, assetId: ${ids.assetId}) }`,
  restoreAsset: (ids) => `mutation { restoreAsset(assetId: ${ids.assetId}) }`,
  shareLocation: (ids) =>
    `mutation { shareLocation(assetId: ${ids.assetId}, phoneNumber: "5735550101") { ok } }`,
  updateAsset: (ids) =>
    `mutation { updateAsset(assetId: ${ids.assetId}, input: { description: "Walk: edited" }) }`,
  setAssetColor: (ids) =>
    `mutation { setAssetColor(assetId: ${ids.assetId}, markerColor: "#1c7ed6") }`,
  createAsset: () =>
    'mutation { createAsset(input: { customName: "Walk asset", assetTypeId: 2 }) { id } }',
  createGroup: () => 'mutation { createGroup(name: "Walk group") { id } }',
  bulkAssetsUpdateGroup: (ids) =>
    `mutation { bulkAssetsUpdateGroup(assetIds: [${ids.assetId}], groupId: ${ids.organizationId}) { failedAssets { id } } }`,
  bulkAssetsUpdateFields: (ids) =>
    `mutation { bulkAssetsUpdateFields(assetIds: [${ids.assetId}], branchId: ${ids.branchId}) { failedAssets { id reason } } }`,
};

/** Mutations that take no id: they act on the caller's own company only. */
export const OWN_COMPANY_MUTATIONS: ReadonlySet<string> = new Set([
  ...CATALOGUE_OWN_COMPANY_MUTATIONS,
  'initiateAssetBulkImport',
  'addSavedSearchPreset',
  'createAsset',
  'createGroup',
]);

/**
 * Mutations over many assets that answer each asset on its own (docs/GROUPS-BULK-EDIT.md):
 * another company's asset is listed as not found rather than failing the call; the tenancy walk
 * checks them on their own.
 */
export const PER_ASSET_MUTATIONS: ReadonlySet<string> = new Set(['bulkAssetsUpdateFields']);

/** The mutations the schema has, by name. */
export function graphqlMutationNames(t: TestApp): string[] {
  return Object.keys(t.app.graphql.schema.getMutationType()?.getFields() ?? {});
}

export interface GraphqlAnswer {
  status: number;
  body: string;
  code: unknown;
}

/** Sends a mutation document; the answer's status, text and first error code. */
export async function sendMutation(
  t: TestApp,
  token: string,
  query: string,
): Promise<GraphqlAnswer> {
  const response = await t.call(token, {
    method: 'POST',
    url: '/api/fleet/graphql',
    payload: { query },
  });
  const json = response.json<{ errors?: Array<{ extensions?: { code?: unknown } }> }>();
  return {
    status: response.statusCode,
    body: response.body,
    code: json.errors?.[0]?.extensions?.code,
  };
}

/** A saved search of the other company, for deleteSavedSearchPreset's walk. */
export async function otherPresetId(t: TestApp, otherToken: string): Promise<string> {
  const answer = await sendMutation(
    t,
    otherToken,
    GRAPHQL_MUTATIONS.addSavedSearchPreset?.({}) ?? '',
  );
  const json = JSON.parse(answer.body) as {
    data?: { addSavedSearchPreset?: { presetId?: number } };
  };
  return String(json.data?.addSavedSearchPreset?.presetId);
}
