import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branch, branchCreate, branchQuery, branchUpdate, errorBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { changeBranch, createBranch, listBranches } from './branches.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };
const asFlag = (value: 'true' | 'false' | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'true';

export const branchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/fleet/company/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'The company’s branches (all, public, or third-party MSP)',
        querystring: branchQuery,
        response: { 200: z.array(branch), ...errors },
      },
    },
    async (request) =>
      listBranches(deps, requireAuth(request), {
        isThirdPartyMsp: asFlag(request.query.is_third_party_msp),
        isPublic: asFlag(request.query.public),
      }),
  );

  app.post(
    '/api/fleet/company/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'Add a branch (admin or manager)',
        body: branchCreate,
        response: { 201: branch, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBranch(deps, requireAuth(request), request.body)),
  );

  app.patch(
    '/api/fleet/company/branches/:branchId',
    {
      schema: {
        tags: ['branches'],
        summary: 'Rename or (de)activate a branch (admin or manager)',
        params: z.object({ branchId: id }),
        body: branchUpdate,
        response: { 200: branch, ...errors },
      },
    },
    async (request) =>
      changeBranch(deps, requireAuth(request), request.params.branchId, request.body),
  );
};
