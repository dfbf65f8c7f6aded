import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetSearchPage, assetSearchQuery, errorBody } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { searchAssets } from './asset-search.service';

/** The company's asset register (docs/ASSETS.md "The register"); GraphQL: asset-search.graphql.ts. */
export const assetSearchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/assets/search',
    {
      schema: {
        tags: ['assets'],
        summary:
          'searchAssets: a page of the company’s assets by name, serial, VIN, make or model, with every match counted and the counts by asset type and tracker type',
        querystring: assetSearchQuery,
        response: { 200: assetSearchPage, 400: errorBody, 403: errorBody },
      },
    },
    async (request) => searchAssets(deps, requireAuth(request), request.query),
  );
};
