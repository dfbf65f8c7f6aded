import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, id, serviceRequestBody, serviceRequestResult } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { requestAssetService, requestRentalService } from './service-requests.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** spec 1 §7: Request Service from an asset's card or a rental's. */
export const serviceRequestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/assets/:assetId/service-request',
    {
      schema: {
        tags: ['service'],
        summary: 'Request service for an asset: a request and its open work order; 409 past 3 open',
        params: z.object({ assetId: id }),
        body: serviceRequestBody,
        response: { 201: serviceRequestResult, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requestAssetService(
            deps,
            requireAuth(request),
            request.params.assetId,
            request.body,
          ),
        ),
  );

  app.post(
    '/api/rentals/:rentalId/service-request',
    {
      schema: {
        tags: ['service'],
        summary: 'Request service for a rental’s asset (the request names the rental)',
        params: z.object({ rentalId: id }),
        body: serviceRequestBody,
        response: { 201: serviceRequestResult, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requestRentalService(
            deps,
            requireAuth(request),
            request.params.rentalId,
            request.body,
          ),
        ),
  );
};
