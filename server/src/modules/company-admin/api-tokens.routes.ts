import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiToken,
  apiTokenCreate,
  apiTokenCreated,
  apiTokenParams,
  errorBody,
  osmandJsonBatch,
  positionBatchResult,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { bearerToken, requireAuth } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { parseOsmandJson } from '../../devices/osmand/index';
import { toBatchResult } from '../devices/batch-result';
import * as service from './api-tokens.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

/** API tokens and the batch positions call they open (docs/COMPANY-ADMIN.md "Integrations"). */
export const apiTokenRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/company-admin/api-tokens',
    {
      schema: {
        tags: ['company admin'],
        summary: 'The company’s API tokens, revoked ones too (admin)',
        response: { 200: apiToken.array(), ...errors },
      },
    },
    async (request) => service.listApiTokens(deps, requireAuth(request)),
  );

  app.post(
    '/api/company-admin/api-tokens',
    {
      schema: {
        tags: ['company admin'],
        summary: 'Create an API token; the answer is the only time it is shown (admin)',
        body: apiTokenCreate,
        response: { 201: apiTokenCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createApiToken(deps, requireAuth(request), request.body.name)),
  );

  app.delete(
    '/api/company-admin/api-tokens/:apiTokenId',
    {
      schema: {
        tags: ['company admin'],
        summary: 'Revoke an API token: calls with it answer 401 (admin)',
        params: apiTokenParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeApiToken(deps, requireAuth(request), request.params.apiTokenId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/positions/batch',
    {
      // Not a session: an API token of Company admin > Integrations, checked below.
      config: { isPublic: true },
      schema: {
        tags: ['company admin'],
        summary:
          'Positions in the OsmAnd JSON form, authenticated by an API token; only the token’s company’s trackers',
        body: osmandJsonBatch,
        response: { 200: positionBatchResult, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const companyId = await service.companyOfApiToken(deps, bearerToken(request));
      // The gateway's own parser, so the call takes exactly what trackers send the gateway.
      const parsed = parseOsmandJson(request.body, Date.now());
      if (!parsed.ok) throw badRequest(parsed.reason);
      const outcomes = await deps.devices.ingest.submit(parsed.positions, { companyId });
      return toBatchResult(parsed.positions, outcomes);
    },
  );
};
