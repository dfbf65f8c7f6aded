import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, market, marketCreate, marketParams, marketUpdate, state } from '@fleet/domain';
import { notFound } from '../../platform/errors';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { requireAdmin } from '../../platform/tenancy';
import { findMarket, insertMarket, listMarkets, listStates, renameMarket } from './reference.repo';

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

  app.patch(
    '/api/markets/:marketId',
    {
      schema: {
        tags: ['reference'],
        summary: 'Rename a market (admin)',
        params: marketParams,
        body: marketUpdate,
        response: { 200: market, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // Tenancy before role: another company's market is a 404 for everyone.
      if (!(await findMarket(deps.db, auth.companyId, request.params.marketId))) throw notFound();
      requireAdmin(auth);
      const row = await renameMarket(
        deps.db,
        auth.companyId,
        request.params.marketId,
        request.body.name,
      );
      if (!row) throw notFound();
      return { market_id: row.marketId, name: row.name };
    },
  );
};
