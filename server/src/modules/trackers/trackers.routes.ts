import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, id, newTracker, trackerAssignment, trackerListItem } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './trackers.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The company's trackers: registering a device and installing it on an asset. */
export const trackerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/trackers',
    {
      schema: {
        tags: ['devices'],
        summary: 'The company’s trackers with the asset each is on and its last check-in',
        response: { 200: z.array(trackerListItem), ...errors },
      },
    },
    async (request) => service.listCompanyTrackers(deps, requireAuth(request)),
  );

  app.post(
    '/api/trackers',
    {
      schema: {
        tags: ['devices'],
        summary: 'Register a tracker by the identifier it sends, optionally on an asset',
        body: newTracker,
        response: { 201: trackerListItem, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.registerTracker(deps, requireAuth(request), request.body)),
  );

  app.put(
    '/api/trackers/:trackerId/asset',
    {
      schema: {
        tags: ['devices'],
        summary: 'Install the tracker on an asset, or take it off with asset_id null',
        params: z.object({ trackerId: id }),
        body: trackerAssignment,
        response: { 200: trackerListItem, ...errors },
      },
    },
    async (request) =>
      service.assignTracker(deps, requireAuth(request), request.params.trackerId, request.body),
  );
};
