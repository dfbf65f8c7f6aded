import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  geofence,
  geofenceCreateBody,
  geofenceParams,
  geofencePatchBody,
  geofencesQuery,
  groupGeofencesBody,
  groupParams,
  id,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as geofences from './geofences.service';
import * as groupGeofences from './group-geofences.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };
const writeErrors = { ...errors, 409: errorBody };

/** docs/GEOFENCES.md: spec 2 §7 "Data layer: assets, geofences, groups". */
export const geofenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/users/:userId/geofences',
    {
      schema: {
        tags: ['geofences'],
        summary: 'The company’s geofences, with the assets inside when include_asset_ids is true',
        params: z.object({ userId: id }),
        querystring: geofencesQuery,
        response: { 200: z.array(geofence), ...errors },
      },
    },
    async (request) =>
      geofences.listGeofences(deps, requireAuth(request), request.params.userId, request.query),
  );

  app.post(
    '/api/geofences',
    {
      schema: {
        tags: ['geofences'],
        summary: 'Add a geofence: an outline or a circle; 409 for a name an active one has',
        body: geofenceCreateBody,
        response: { 201: geofence, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await geofences.createGeofence(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/geofences/:geofenceId',
    {
      schema: {
        tags: ['geofences'],
        summary: 'One geofence with the assets inside it now',
        params: geofenceParams,
        response: { 200: geofence, ...errors },
      },
    },
    async (request) => geofences.getGeofence(deps, requireAuth(request), request.params.geofenceId),
  );

  app.patch(
    '/api/geofences/:geofenceId',
    {
      schema: {
        tags: ['geofences'],
        summary: 'Change only the fields sent (name, type, alerts, active, shape, groups)',
        params: geofenceParams,
        body: geofencePatchBody,
        response: { 200: geofence, ...writeErrors },
      },
    },
    async (request) =>
      geofences.updateGeofence(deps, requireAuth(request), request.params.geofenceId, request.body),
  );

  app.delete(
    '/api/geofences/:geofenceId',
    {
      schema: {
        tags: ['geofences'],
        summary: 'Delete a geofence: off the map, the list, its groups and the gateway',
        params: geofenceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await geofences.deleteGeofence(deps, requireAuth(request), request.params.geofenceId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/organizations/:organizationId/geofences',
    {
      schema: {
        tags: ['geofences'],
        summary: 'A group’s geofences',
        params: groupParams,
        response: { 200: z.array(geofence), ...errors },
      },
    },
    async (request) =>
      groupGeofences.listGroupGeofences(deps, requireAuth(request), request.params.organizationId),
  );

  app.put(
    '/api/organizations/:organizationId/geofences',
    {
      schema: {
        tags: ['geofences'],
        summary: 'Replace a group’s geofences with those listed (body geofences)',
        params: groupParams,
        body: groupGeofencesBody,
        response: { 200: z.array(geofence), ...errors },
      },
    },
    async (request) =>
      groupGeofences.replaceGroupGeofences(
        deps,
        requireAuth(request),
        request.params.organizationId,
        request.body.geofences,
      ),
  );

  app.delete(
    '/api/organizations/:organizationId/geofences',
    {
      schema: {
        tags: ['geofences'],
        summary: 'Take every geofence out of a group (the geofences stay)',
        params: groupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await groupGeofences.deleteGroupGeofences(
        deps,
        requireAuth(request),
        request.params.organizationId,
      );
      return reply.status(204).send(null);
    },
  );
};
