import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, id, timecardAnswer, timecardQuery, tripDay, tripsQuery } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { getTimecard, getTimecardByDay } from './timecard.service';
import { getTripDay, windowOf } from './trips.service';

const params = z.object({ assetId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const tripRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/assets/:assetId/trips',
    {
      schema: {
        tags: ['trips'],
        summary: 'An asset’s trips and incidents between iso_start and iso_end (≤ 7 days)',
        params,
        querystring: tripsQuery,
        response: { 200: tripDay, ...errors },
      },
    },
    async (request) =>
      getTripDay(deps, requireAuth(request), request.params.assetId, windowOf(request.query)),
  );

  app.get(
    '/api/assets/:assetId/timecard',
    {
      schema: {
        tags: ['trips'],
        summary:
          'Engine-on time (s) and distance (mi) between iso_start and iso_end (spec 1 §7); by=day adds each company day',
        params,
        querystring: timecardQuery,
        response: { 200: timecardAnswer, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const window = windowOf(request.query);
      return request.query.by === 'day'
        ? getTimecardByDay(deps, auth, request.params.assetId, window)
        : getTimecard(deps, auth, request.params.assetId, window);
    },
  );
};
