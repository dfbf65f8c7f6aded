import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { category, categoryCreateBody, categoryUpdateBody, errorBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as categories from './categories.service';

const tags = ['classes'];
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const categoryParams = z.object({ companyId: id, categoryId: id });

/** A company’s categories: add, change, deactivate (spec 2 §7; managers and admins). */
export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/companies/:companyId/category',
    {
      schema: {
        tags,
        summary: 'Add a category (managers, admins); 409 when the name is in use',
        params: z.object({ companyId: id }),
        body: categoryCreateBody,
        response: { 201: category, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await categories.createCategory(
            deps,
            requireAuth(request),
            request.params.companyId,
            request.body,
          ),
        ),
  );

  app.patch(
    '/api/companies/:companyId/category/:categoryId',
    {
      schema: {
        tags,
        summary: 'Rename, describe or move a category (managers, admins)',
        params: categoryParams,
        body: categoryUpdateBody,
        response: { 200: category, ...errors },
      },
    },
    async (request) => {
      const { companyId, categoryId } = request.params;
      return categories.updateCategory(
        deps,
        requireAuth(request),
        companyId,
        categoryId,
        request.body,
      );
    },
  );

  app.delete(
    '/api/companies/:companyId/category/:categoryId',
    {
      schema: {
        tags,
        summary: 'Deactivate a category; 409 while sub-categories, classes or assets use it',
        params: categoryParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { companyId, categoryId } = request.params;
      await categories.deactivateCategory(deps, requireAuth(request), companyId, categoryId);
      return reply.status(204).send(null);
    },
  );
};
