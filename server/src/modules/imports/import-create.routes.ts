import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@fleet/domain';
import {
  createAssetsFromRowsBody,
  createAssetsResult,
  importJob,
  importJobId,
} from '@fleet/domain/imports';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { createAssetsFromRows, undoImport } from './import-create.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const jobParams = z.object({ jobId: importJobId });

/** 'Import clean rows' (with Fleet's dry run) and the undo of a whole import (docs/IMPORT.md). */
export const importCreateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/asset-imports/:jobId/create-assets',
    {
      schema: {
        tags: ['imports'],
        summary: 'createAssetsFromRows: clean rows become assets; dry_run reports what would',
        params: jobParams,
        body: createAssetsFromRowsBody,
        response: { 200: createAssetsResult, ...errors },
      },
    },
    async (request) =>
      createAssetsFromRows(deps, requireAuth(request), request.params.jobId, request.body),
  );

  app.post(
    '/api/asset-imports/:jobId/undo',
    {
      schema: {
        tags: ['imports'],
        summary: 'Take back an import’s assets while none of them has been used',
        params: jobParams,
        response: { 200: importJob, ...errors },
      },
    },
    async (request) => undoImport(deps, requireAuth(request), request.params.jobId),
  );
};
