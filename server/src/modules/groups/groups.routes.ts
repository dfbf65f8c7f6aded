import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, group, groupMemberAsset, groupNameBody, groupParams } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as groups from './groups.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** spec 2 §7 "Organizations (groups): list for user, add, edit, delete", and a group's members. */
export const groupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/organizations',
    {
      schema: {
        tags: ['groups'],
        summary: 'The company’s groups (organizations) by name, with their members’ counts',
        response: { 200: z.array(group), 401: errorBody },
      },
    },
    async (request) => groups.listGroups(deps, requireAuth(request)),
  );

  app.post(
    '/api/organizations',
    {
      schema: {
        tags: ['groups'],
        summary: 'Add a group (spec 2 §5 Create Group); 409 for a name the company has',
        body: groupNameBody,
        response: { 201: group, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await groups.createGroup(deps, requireAuth(request), request.body.name)),
  );

  app.get(
    '/api/organizations/:organizationId',
    {
      schema: {
        tags: ['groups'],
        summary: 'One group with its members’ count',
        params: groupParams,
        response: { 200: group, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => groups.getGroup(deps, requireAuth(request), request.params.organizationId),
  );

  app.patch(
    '/api/organizations/:organizationId',
    {
      schema: {
        tags: ['groups'],
        summary: 'Rename a group; 409 for a name another group has',
        params: groupParams,
        body: groupNameBody,
        response: { 200: group, ...errors },
      },
    },
    async (request) =>
      groups.renameGroup(
        deps,
        requireAuth(request),
        request.params.organizationId,
        request.body.name,
      ),
  );

  app.delete(
    '/api/organizations/:organizationId',
    {
      schema: {
        tags: ['groups'],
        summary: 'Delete a group: its assets leave it (they stay in other groups)',
        params: groupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await groups.deleteGroup(deps, requireAuth(request), request.params.organizationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/organizations/:organizationId/assets',
    {
      schema: {
        tags: ['groups'],
        summary: 'The group’s member assets in service (spec 2 §7 allAssetsByGroupId)',
        params: groupParams,
        response: { 200: z.array(groupMemberAsset), 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      groups.listGroupMembers(deps, requireAuth(request), request.params.organizationId),
  );
};
