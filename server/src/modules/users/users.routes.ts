import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_FIELDS, errorBody, id, user, userAdminUpdate, userCreate } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { assertOwnCompany } from '../../platform/tenancy';
import { selectFields } from '../../platform/x-fields';
import { createUser, getUser, listUsers, updateUser } from './users.service';

const userParams = z.object({ userId: id });
const companyParams = z.object({ companyId: id });
const companyUserParams = z.object({ companyId: id, userId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/users/:userId',
    {
      schema: {
        tags: ['users'],
        summary: 'A user of the caller’s company',
        params: userParams,
        response: { 200: user.partial(), ...errors },
      },
    },
    async (request) => {
      const found = await getUser(deps, requireAuth(request), request.params.userId);
      return selectFields(request, found, USER_FIELDS);
    },
  );

  app.patch(
    '/api/users/:userId',
    {
      schema: {
        tags: ['users'],
        summary:
          'Update a user: themselves (profile fields) or, for an admin, anyone in the company',
        params: userParams,
        body: userAdminUpdate,
        response: { 200: user, ...errors },
      },
    },
    async (request) => updateUser(deps, requireAuth(request), request.params.userId, request.body),
  );

  app.get(
    '/api/companies/:companyId/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Users of the company; X-Fields selects fields',
        params: companyParams,
        response: { 200: z.array(user.partial()), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      assertOwnCompany(auth, request.params.companyId);
      return selectFields(request, await listUsers(deps, auth), USER_FIELDS);
    },
  );

  app.get(
    '/api/companies/:companyId/users/:userId',
    {
      schema: {
        tags: ['users'],
        params: companyUserParams,
        response: { 200: user.partial(), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      assertOwnCompany(auth, request.params.companyId);
      return selectFields(request, await getUser(deps, auth, request.params.userId), USER_FIELDS);
    },
  );

  app.post(
    '/api/companies/:companyId/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user (admin)',
        params: companyParams,
        body: userCreate,
        response: { 201: user, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      assertOwnCompany(auth, request.params.companyId);
      return reply.status(201).send(await createUser(deps, auth, request.body));
    },
  );
};
