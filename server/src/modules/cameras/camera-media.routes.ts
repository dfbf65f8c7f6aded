import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cameraFeed, cameraJournal, cameraSnapshots, errorBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './camera-media.service';

const errors = { 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ cameraId: id });

/** The camera window's clips and stills (docs/CAMERAS.md "Clips and stills"). */
export const cameraMediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Decorated on the root app (camera-media.ts), where main.ts attaches the simulator.
  const registry = () => app.cameraMedia;

  app.get(
    '/api/cameras/:cameraId/history',
    {
      schema: {
        tags: ['cameras'],
        summary: 'The camera’s history journal (spec 1 §3): its recorded clips, encoded',
        params,
        response: { 200: cameraJournal, ...errors },
      },
    },
    async (request) =>
      service.getCameraHistory(deps, registry(), requireAuth(request), request.params.cameraId),
  );

  app.get(
    '/api/cameras/:cameraId/snapshots',
    {
      schema: {
        tags: ['cameras'],
        summary: 'A still per feed while the camera is online, each at a new address',
        params,
        response: { 200: cameraSnapshots, ...errors },
      },
    },
    async (request) =>
      service.listCameraSnapshots(deps, requireAuth(request), request.params.cameraId),
  );

  app.get(
    '/api/cameras/:cameraId/snapshots/:feed',
    {
      schema: {
        tags: ['cameras'],
        summary: 'One feed’s still now (JPEG), to the camera’s company only',
        params: params.extend({ feed: cameraFeed }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const still = await service.getCameraSnapshot(
        deps,
        registry(),
        requireAuth(request),
        request.params.cameraId,
        request.params.feed,
      );
      // A still is of one moment and one company: never kept by a shared cache.
      return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(still);
    },
  );
};
