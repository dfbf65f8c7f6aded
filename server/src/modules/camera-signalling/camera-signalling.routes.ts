import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cameraLiveConfig, errorBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './camera-signalling.service';

/** Camera signalling over MQTT (docs/CAMERAS.md "Signalling over MQTT"). */
export const cameraSignallingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/cameras/:cameraId/live-config',
    {
      schema: {
        tags: ['cameras'],
        summary:
          'spec 1 §7: a short-lived MQTT credential and the topics to signal with the camera',
        params: z.object({ cameraId: id }),
        response: {
          200: cameraLiveConfig,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) =>
      service.getLiveConfig(
        deps,
        // Decorated by platform/mqtt/broker-plugin.ts once the app's plugins are in place.
        request.server.cameraBroker,
        requireAuth(request),
        request.params.cameraId,
        { protocol: request.protocol, host: request.host },
      ),
  );
};
