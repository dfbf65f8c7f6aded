import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { company, companyUpdate, errorBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { changeCompany, getCompany } from './companies.service';

const params = z.object({ companyId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/companies/:companyId',
    { schema: { tags: ['companies'], params, response: { 200: company, ...errors } } },
    async (request) => getCompany(deps, requireAuth(request), request.params.companyId),
  );

  app.patch(
    '/api/companies/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Update the company’s name or time zone (admin)',
        params,
        body: companyUpdate,
        response: { 200: company, ...errors },
      },
    },
    async (request) =>
      changeCompany(deps, requireAuth(request), request.params.companyId, request.body),
  );
};
