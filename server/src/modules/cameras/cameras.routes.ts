import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cameraAssignment,
  cameraListItem,
  cameraStatusAnswer,
  errorBody,
  id,
  newCamera,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './cameras.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ cameraId: id });

/** Company > Cameras (docs/CAMERAS.md "Records") and the card's camera status (spec 1 §7). */
export const cameraRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/cameras',
    {
      schema: {
        tags: ['cameras'],
        summary: 'The company’s cameras with the asset each is on and what it last reported',
        response: { 200: z.array(cameraListItem), ...errors },
      },
    },
    async (request) => service.listCompanyCameras(deps, requireAuth(request)),
  );

  app.post(
    '/api/cameras',
    {
      schema: {
        tags: ['cameras'],
        summary: 'Register a camera by vendor and serial, optionally on an asset',
        body: newCamera,
        response: { 201: cameraListItem, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.registerCamera(deps, requireAuth(request), request.body)),
  );

  app.put(
    '/api/cameras/:cameraId/asset',
    {
      schema: {
        tags: ['cameras'],
        summary: 'Install the camera on an asset (moving it), or take it off with asset_id null',
        params,
        body: cameraAssignment,
        response: { 200: cameraListItem, ...errors },
      },
    },
    async (request) =>
      service.assignCamera(deps, requireAuth(request), request.params.cameraId, request.body),
  );

  app.delete(
    '/api/cameras/:cameraId',
    {
      schema: {
        tags: ['cameras'],
        summary: 'Remove a camera that is on no asset (409 while it is installed)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeCamera(deps, requireAuth(request), request.params.cameraId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/cameras/:cameraId/status',
    {
      schema: {
        tags: ['cameras'],
        summary: 'spec 1 §7: whether the camera is online and ready to stream, and its feeds',
        params,
        response: { 200: cameraStatusAnswer, ...errors },
      },
    },
    async (request) => service.getCameraStatus(deps, requireAuth(request), request.params.cameraId),
  );
};
