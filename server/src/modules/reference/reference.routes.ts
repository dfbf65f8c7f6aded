import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, market, marketCreate, state } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { requireAdmin } from '../../platform/tenancy';
import { insertMarket, listMarkets, listStates } from './reference.repo';

export const referenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/states',
    {
      schema: {
        tags: ['reference'],
        summary: 'US states and DC',
        response: { 200: z.array(state) },
      },
    },
    async () =>
      (await listStates(deps.db)).map((row) => ({
        state_id: row.stateId,
        abbreviation: row.abbreviation,
        name: row.name,
      })),
  );

  app.get(
    '/api/markets',
    {
      schema: {
        tags: ['reference'],
        summary: 'The company’s markets',
        response: { 200: z.array(market) },
      },
    },
    async (request) =>
      (await listMarkets(deps.db, requireAuth(request).companyId)).map((row) => ({
        market_id: row.marketId,
        name: row.name,
      })),
  );

  app.post(
    '/api/markets',
    {
      schema: {
        tags: ['reference'],
        summary: 'Add a market (admin)',
        body: marketCreate,
        response: { 201: market, 400: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      requireAdmin(auth);
      const row = await insertMarket(deps.db, {
        companyId: auth.companyId,
        name: request.body.name,
      });
      return reply.status(201).send({ market_id: row.marketId, name: row.name });
    },
  );
};
