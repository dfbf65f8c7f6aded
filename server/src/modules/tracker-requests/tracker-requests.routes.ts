import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, trackerRequest, trackerRequestBody, trackerRequestParams } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import {
  createTrackerRequest,
  handleTrackerRequest,
  listCompanyTrackerRequests,
} from './tracker-requests.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** spec 1 §2 no-tracker variant: 'Request a Tracker or Camera', and the admins' list of them. */
export const trackerRequestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/tracker-requests',
    {
      schema: {
        tags: ['assets'],
        summary: 'Ask for a tracker or camera on an asset; 409 if it has one or a request is open',
        body: trackerRequestBody,
        response: { 201: z.object({ tracker_request_id: z.number() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTrackerRequest(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/tracker-requests',
    {
      schema: {
        tags: ['assets'],
        summary: 'The company’s tracker and camera requests, open first (admins)',
        response: { 200: trackerRequest.array(), 403: errorBody },
      },
    },
    async (request) => listCompanyTrackerRequests(deps, requireAuth(request)),
  );

  app.put(
    '/api/tracker-requests/:trackerRequestId/handled',
    {
      schema: {
        tags: ['assets'],
        summary: 'Mark a tracker request handled (admins); handling twice is fine',
        params: trackerRequestParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await handleTrackerRequest(deps, requireAuth(request), request.params.trackerRequestId);
      return reply.status(204).send(null);
    },
  );
};
