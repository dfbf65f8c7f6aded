import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, organization } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { listOrganizations } from './groups.repo';

export const groupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/organizations',
    {
      schema: {
        tags: ['groups'],
        summary: 'The company’s groups (organizations), by name',
        response: { 200: z.array(organization), 401: errorBody },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return (await listOrganizations(deps.db, auth.companyId)).map((row) => ({
        organization_id: row.organizationId,
        name: row.name,
      }));
    },
  );
};
