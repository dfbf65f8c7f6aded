import type { TestApp } from './harness';

/**
 * The bulk import's calls (docs/IMPORT.md) for the walks: valid bodies, so each walk reaches the
 * route's own checks, and an import job of the token's company for :jobId.
 */
export function importWriteSamples(): Record<string, object> {
  return {
    'POST /api/asset-imports/preview': { upload_id: 1 },
    'POST /api/asset-imports': { upload_id: 1, mapping: { name: 'Name' } },
    'PATCH /api/asset-imports/:jobId/rows': {
      row_ids: [1],
      field_updates: [{ field_name: 'productId', new_api_value: '1' }],
    },
    'POST /api/asset-imports/:jobId/rows/delete': { row_ids: [1] },
    'POST /api/asset-imports/:jobId/create-assets': { create_all_ready_rows: true },
  };
}

/** An import job of the token's company (a two-row file), for :jobId. */
export async function importWalkIds(t: TestApp, token: string): Promise<{ jobId: string }> {
  const asked = await t.call(token, {
    method: 'GET',
    url: '/api/uploads?file=walk.csv&purpose=asset-import',
  });
  const [target] = asked.json<{ uploads: Array<{ url: string }> }>().uploads;
  const put = await t.call(token, {
    method: 'PUT',
    url: target?.url ?? '',
    payload: Buffer.from('Name,Make,Model\nWalk 1,Bobcat,E35\nWalk 2,Acme,X\n'),
    headers: { 'content-type': 'application/octet-stream' },
  });
  const created = await t.call(token, {
    method: 'POST',
    url: '/api/asset-imports',
    payload: { upload_id: put.json<{ upload_id: number }>().upload_id, mapping: { name: 'Name' } },
  });
  return { jobId: created.json<{ job_id: string }>().job_id };
}

/** The import's GraphQL mutations (spec 2 §7 names) for the walks, given a :jobId. */
export const IMPORT_GRAPHQL_MUTATIONS: Record<string, (ids: Record<string, string>) => string> = {
  initiateAssetBulkImport: () =>
    'mutation { initiateAssetBulkImport(input: { uploadId: 1, mapping: { name: "Name" } }) }',
  updateAssetImportJobRowFields: (ids) =>
    `mutation { updateAssetImportJobRowFields(input: { jobId: "${ids.jobId}", rowIds: [1], fieldUpdates: [{ fieldName: "productId", newApiValue: "1" }] }) }`,
  archiveImportJob: (ids) => `mutation { archiveImportJob(jobId: "${ids.jobId}") }`,
  deleteImportJobRows: (ids) =>
    `mutation { deleteImportJobRows(input: { jobId: "${ids.jobId}", rowIds: [1] }) }`,
  createAssetsFromRows: (ids) =>
    `mutation { createAssetsFromRows(input: { jobId: "${ids.jobId}", createAllReadyRows: true }) }`,
};

/** A job id no company has: the walks' stand-in where any id will do. */
export const SOME_JOB_ID = '00000000-0000-4000-8000-000000000000';
