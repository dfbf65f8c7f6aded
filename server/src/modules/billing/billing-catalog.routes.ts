import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@fleet/domain';
import { billingProvider, part, partCreateBody } from '@fleet/domain/billing';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as catalog from './billing-catalog.service';

const tags = ['billing'];

/** The invoice editor's choices: billing providers and parts (docs/BILLING.md). */
export const billingCatalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/billing-providers',
    {
      schema: {
        tags,
        summary: 'The company’s active billing providers by name',
        response: { 200: z.array(billingProvider) },
      },
    },
    async (request) => catalog.listBillingProviders(deps, requireAuth(request)),
  );

  app.get(
    '/api/parts',
    {
      schema: {
        tags,
        summary: 'The company’s active parts by part number, with their standard prices',
        response: { 200: z.array(part) },
      },
    },
    async (request) => catalog.listParts(deps, requireAuth(request)),
  );

  app.post(
    '/api/parts',
    {
      schema: {
        tags,
        summary: 'Add a part; 409 for a part number the company has',
        body: partCreateBody,
        response: { 201: part, 400: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalog.createPart(deps, requireAuth(request), request.body)),
  );
};
