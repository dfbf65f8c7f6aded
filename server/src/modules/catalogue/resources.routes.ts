import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetProductBody,
  assetResourcesBody,
  errorBody,
  id,
  pimProduct,
  resource,
  resourceSearchQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import {
  changeAssetProduct,
  changeAssetResources,
  getResourceTree,
  searchResources,
} from './asset-catalogue.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['catalogue'];
const assetParams = z.object({ assetId: id });

/** Reporting designations (spec 2 §3 Resource, §5) and an asset's product and designations. */
export const resourceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/resources/tree',
    {
      schema: {
        tags,
        summary: 'getResourceTree: the company’s reporting designations in path order',
        response: { 200: z.array(resource) },
      },
    },
    async (request) => getResourceTree(deps.db, requireAuth(request)),
  );

  app.get(
    '/api/resources',
    {
      schema: {
        tags,
        summary: 'searchResources: designations by text, or one asset’s (asset_id)',
        querystring: resourceSearchQuery,
        response: { 200: z.array(resource), 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      searchResources(deps.db, requireAuth(request), {
        assetId: request.query.asset_id,
        query: request.query.query,
      }),
  );

  app.put(
    '/api/assets/:assetId/resources',
    {
      schema: {
        tags,
        summary: 'The asset’s reporting designations: a location, at most one per top-level root',
        params: assetParams,
        body: assetResourcesBody,
        response: { 200: z.array(resource), ...errors },
      },
    },
    async (request) =>
      changeAssetResources(
        deps,
        requireAuth(request),
        request.params.assetId,
        request.body.resource_ids,
      ),
  );

  app.put(
    '/api/assets/:assetId/product',
    {
      schema: {
        tags,
        summary: 'Connects the asset to a product; its make, model and year follow',
        params: assetParams,
        body: assetProductBody,
        response: { 200: pimProduct, ...errors },
      },
    },
    async (request) =>
      changeAssetProduct(
        deps,
        requireAuth(request),
        request.params.assetId,
        request.body.product_id,
      ),
  );
};
