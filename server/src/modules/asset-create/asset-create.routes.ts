import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetCreateBody,
  assetCreated,
  errorBody,
  vinDetails,
  vinDetailsQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './asset-create.service';

/** Adding one asset (spec 1 §2 /assets/create) and decoding a VIN for its form. */
export const assetCreateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/assets',
    {
      schema: {
        tags: ['assets'],
        summary: 'Add one asset; answers its id (spec 2 §7 createAsset)',
        body: assetCreateBody,
        response: { 201: assetCreated, 400: errorBody, 403: errorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAsset(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/vin-details',
    {
      schema: {
        tags: ['assets'],
        summary: 'What a VIN says: make, maker, model year, and what is wrong with it (offline)',
        querystring: vinDetailsQuery,
        response: { 200: vinDetails, 400: errorBody },
      },
    },
    async (request) => {
      requireAuth(request);
      return service.getDetailsFromVin(request.query.vin);
    },
  );
};
