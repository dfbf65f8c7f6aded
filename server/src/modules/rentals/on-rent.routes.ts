import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, id, onRentBody, onRentResult, rental, rentalEditBody } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as onRent from './on-rent.service';
import { getRental } from './rentals.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The On-rent and Edit Rental forms' calls (spec 1 §7). */
export const onRentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/fleet/inventory/on-rent',
    {
      schema: {
        tags: ['rentals'],
        summary: 'Put an asset on rent internally: an order and a rental, or 409 naming its holder',
        body: onRentBody,
        response: { 201: onRentResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await onRent.onRent(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/rsp/rentals/:rentalId',
    {
      schema: {
        tags: ['rentals'],
        summary: 'One rental, for the Edit Rental form',
        params: z.object({ rentalId: id }),
        response: { 200: rental, ...errors },
      },
    },
    async (request) => getRental(deps, requireAuth(request), request.params.rentalId),
  );

  app.patch(
    '/api/rsp/rentals/:rentalId',
    {
      schema: {
        tags: ['rentals'],
        summary: 'Change an internal rental’s contact, asset, dates, jobsite and rates',
        params: z.object({ rentalId: id }),
        body: rentalEditBody,
        response: { 200: rental, ...errors },
      },
    },
    async (request) =>
      onRent.editRental(deps, requireAuth(request), request.params.rentalId, request.body),
  );
};
