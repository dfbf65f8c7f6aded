import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkFieldsBody,
  bulkFieldsResult,
  bulkGroupBody,
  bulkGroupResult,
  errorBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { bulkUpdateFields, bulkUpdateGroup } from './bulk-edit.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

/**
 * REST mirrors of spec 2 §7 bulkAssetsUpdateFields and bulkAssetsUpdateGroup (the GraphQL
 * names are in bulk-edit.graphql.ts). An asset that cannot change is listed with why; the
 * call itself is refused only for what applies to every asset (docs/GROUPS-BULK-EDIT.md).
 */
export const bulkEditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/assets/bulk-update-fields',
    {
      schema: {
        tags: ['assets'],
        summary: 'One branch, category and class for up to 1,000 assets (bulkAssetsUpdateFields)',
        body: bulkFieldsBody,
        response: { 200: bulkFieldsResult, ...errors },
      },
    },
    async (request) => bulkUpdateFields(deps, requireAuth(request), request.body),
  );

  app.post(
    '/api/assets/bulk-update-group',
    {
      schema: {
        tags: ['assets', 'groups'],
        summary: 'Put up to 1,000 assets in a group; override ends their other groups',
        body: bulkGroupBody,
        response: { 200: bulkGroupResult, ...errors },
      },
    },
    async (request) => bulkUpdateGroup(deps, requireAuth(request), request.body),
  );
};
