import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@fleet/domain';
import {
  deleteImportRowsBody,
  importJob,
  importJobId,
  importPreview,
  importPreviewBody,
  importRow,
  importRowsPage,
  importRowsQuery,
  initiateImportBody,
  updateImportRowFieldsBody,
} from '@fleet/domain/imports';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { createFileStore } from '../../platform/files/file-store';
import { importMatcherFor } from './import-matcher-registry';
import { deleteRows, rowsPage, updateRowFields } from './import-review.service';
import { archiveJob, initiateImport, listJobs, previewImport } from './imports.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const jobParams = z.object({ jobId: importJobId });

/**
 * The bulk import (spec 2 §7 "Import and catalogue", docs/IMPORT.md) as REST; the GraphQL names
 * are in imports.graphql.ts over the same services.
 */
export const importRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const store = createFileStore(deps.config.files);
  const matcher = importMatcherFor(deps);
  // Rows left PENDING by a restart are matched again.
  app.addHook('onReady', () => {
    void matcher
      .wake()
      .catch((error: unknown) => app.log.error({ err: error }, 'import match failed'));
  });
  app.addHook('onClose', () => matcher.stop());

  app.post(
    '/api/asset-imports/preview',
    {
      schema: {
        tags: ['imports'],
        summary: 'An uploaded spreadsheet’s headers, first rows and a guessed column mapping',
        body: importPreviewBody,
        response: { 200: importPreview, ...errors },
      },
    },
    async (request) => previewImport(deps, store, requireAuth(request), request.body.upload_id),
  );

  app.post(
    '/api/asset-imports',
    {
      schema: {
        tags: ['imports'],
        summary: 'initiateAssetBulkImport: an import job from an uploaded file and its mapping',
        body: initiateImportBody,
        response: { 201: importJob, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await initiateImport(deps, store, matcher, requireAuth(request), request.body)),
  );

  app.get(
    '/api/asset-imports',
    {
      schema: {
        tags: ['imports'],
        summary: 'getAssetImportJobs: the company’s import jobs, newest first',
        querystring: z.object({
          job_id: importJobId.optional(),
          page_number: z.coerce.number<string>().int().min(1).max(1000).default(1),
          page_size: z.coerce.number<string>().int().min(1).max(100).default(20),
        }),
        response: { 200: z.array(importJob), ...errors },
      },
    },
    async (request) => listJobs(deps, requireAuth(request), request.query),
  );

  app.get(
    '/api/asset-imports/:jobId/rows',
    {
      schema: {
        tags: ['imports'],
        summary: 'getAssetImportJobRows: a tab’s rows with the tabs’ and issues’ counts',
        params: jobParams,
        querystring: importRowsQuery,
        response: { 200: importRowsPage, ...errors },
      },
    },
    async (request) => rowsPage(deps, requireAuth(request), request.params.jobId, request.query),
  );

  app.patch(
    '/api/asset-imports/:jobId/rows',
    {
      schema: {
        tags: ['imports'],
        summary: 'updateAssetImportJobRowFields: one product or designation for many rows',
        params: jobParams,
        body: updateImportRowFieldsBody,
        response: { 200: z.array(importRow), ...errors },
      },
    },
    async (request) =>
      updateRowFields(deps, requireAuth(request), request.params.jobId, request.body),
  );

  app.post(
    '/api/asset-imports/:jobId/rows/delete',
    {
      schema: {
        tags: ['imports'],
        summary: 'deleteImportJobRows: rows leave the review; deleting the last ends the job',
        params: jobParams,
        body: deleteImportRowsBody,
        response: { 200: z.object({ deleted: z.number().int(), job: importJob }), ...errors },
      },
    },
    async (request) =>
      deleteRows(deps, requireAuth(request), request.params.jobId, request.body.row_ids),
  );

  app.post(
    '/api/asset-imports/:jobId/archive',
    {
      schema: {
        tags: ['imports'],
        summary: 'archiveImportJob: End import',
        params: jobParams,
        response: { 200: importJob, ...errors },
      },
    },
    async (request) => archiveJob(deps, requireAuth(request), request.params.jobId),
  );
};
