import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetStatus,
  errorBody,
  fieldMaskable,
  id,
  RENTAL_LIST_FIELDS,
  rentalListItem,
  timecardAnswer,
  timecardQuery,
  trackerHealth,
  tripDay,
  tripsQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { selectFields } from '../../platform/x-fields';
import { windowOf } from '../trips/trips.service';
import { getCompanyRental } from './rental-list.service';
import * as service from './rentals.service';

const params = z.object({ rentalId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

/** A rental and the live-fleet views of its asset, limited to the time it was on rent. */
export const rentalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/rentals/:rentalId',
    {
      schema: {
        tags: ['rentals'],
        summary:
          'One rental (spec 1 §7) with its asset, jobsite and order contact; X-Fields selects fields',
        params,
        response: { 200: fieldMaskable(rentalListItem), ...errors },
      },
    },
    async (request) =>
      selectFields(
        request,
        await getCompanyRental(deps, requireAuth(request), request.params.rentalId),
        RENTAL_LIST_FIELDS,
      ),
  );

  app.get(
    '/api/rentals/:rentalId/status',
    {
      schema: {
        tags: ['rentals'],
        summary: 'The rented asset’s current status',
        params,
        response: { 200: assetStatus, ...errors },
      },
    },
    async (request) => service.getRentalStatus(deps, requireAuth(request), request.params.rentalId),
  );

  app.get(
    '/api/rentals/:rentalId/tracker-health',
    {
      schema: {
        tags: ['rentals'],
        summary: 'The rented asset’s last cellular contact and last GPS sync',
        params,
        response: { 200: trackerHealth, ...errors },
      },
    },
    async (request) =>
      service.getRentalTrackerHealth(deps, requireAuth(request), request.params.rentalId),
  );

  app.get(
    '/api/rentals/:rentalId/timecard',
    {
      schema: {
        tags: ['rentals'],
        summary:
          'Engine-on time (s) and distance (mi) in the window while on this rental; by=day adds each company day',
        params,
        querystring: timecardQuery,
        response: { 200: timecardAnswer, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const window = windowOf(request.query);
      const { rentalId } = request.params;
      return request.query.by === 'day'
        ? service.getRentalTimecardByDay(deps, auth, rentalId, window)
        : service.getRentalTimecard(deps, auth, rentalId, window);
    },
  );

  app.get(
    '/api/rentals/:rentalId/trips',
    {
      schema: {
        tags: ['rentals'],
        summary: 'The rented asset’s trips and incidents in the window while on this rental',
        params,
        querystring: tripsQuery,
        response: { 200: tripDay, ...errors },
      },
    },
    async (request) =>
      service.getRentalTrips(
        deps,
        requireAuth(request),
        request.params.rentalId,
        windowOf(request.query),
      ),
  );
};
