import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyFeatureFlags,
  errorBody,
  featureFlagName,
  featureFlagUpdate,
  featureFlags,
  id,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './flags.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const flagRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/feature-flags',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'The flags as the signed-in user sees them (read by the client at start)',
        response: { 200: featureFlags },
      },
    },
    async (request) => ({ flags: await service.myFlags(deps, requireAuth(request)) }),
  );

  app.get(
    '/api/companies/:companyId/feature-flags',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'Company values and per-user overrides (admin)',
        params: z.object({ companyId: id }),
        response: { 200: companyFeatureFlags, ...errors },
      },
    },
    async (request) => service.companyFlags(deps, requireAuth(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/feature-flags/:flag',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'Turn a flag on or off for the company (admin)',
        params: z.object({ companyId: id, flag: featureFlagName }),
        body: featureFlagUpdate,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { companyId, flag } = request.params;
      await service.setCompanyFlag(
        deps,
        requireAuth(request),
        companyId,
        flag,
        request.body.enabled,
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/users/:userId/feature-flags/:flag',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'Override a flag for one user (admin)',
        params: z.object({ userId: id, flag: featureFlagName }),
        body: featureFlagUpdate,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, flag } = request.params;
      await service.setUserFlag(deps, requireAuth(request), userId, flag, request.body.enabled);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/users/:userId/feature-flags/:flag',
    {
      schema: {
        tags: ['feature flags'],
        summary: 'Remove a user’s override: the company value applies again (admin)',
        params: z.object({ userId: id, flag: featureFlagName }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { userId, flag } = request.params;
      await service.setUserFlag(deps, requireAuth(request), userId, flag, null);
      return reply.status(204).send(null);
    },
  );
};
