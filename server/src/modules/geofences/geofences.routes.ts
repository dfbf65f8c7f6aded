import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, geofence, geofencesQuery, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { listGeofences } from './geofences.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

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
      listGeofences(deps, requireAuth(request), request.params.userId, request.query),
  );
};
