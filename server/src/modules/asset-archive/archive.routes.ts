import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivedAsset, errorBody } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './archive.service';

/**
 * The archive page's list (docs/ARCHIVE.md). Archiving and restoring are the spec's GraphQL
 * mutations (archive.graphql.ts); the list is REST, as the other tables of the web kit read.
 */
export const archiveRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/assets/archived',
    {
      schema: {
        tags: ['assets'],
        summary:
          'The company’s archived assets, newest archived first (admins and managers; flag asset-archive)',
        response: { 200: z.array(archivedAsset), 403: errorBody },
      },
    },
    async (request) => service.listArchivedAssets(deps, requireAuth(request)),
  );
};
