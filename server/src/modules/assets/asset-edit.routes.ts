import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asset, assetEditBody, errorBody, id, markerColorBody } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './asset-edit.service';

const assetParams = z.object({ assetId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const assetEditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.patch(
    '/api/assets/:assetId',
    {
      schema: {
        tags: ['assets'],
        summary: 'Edit an asset: only the fields sent change (spec 2 §7 updateAsset)',
        params: assetParams,
        body: assetEditBody,
        response: { 200: asset, ...errors },
      },
    },
    async (request) =>
      service.editAsset(deps, requireAuth(request), request.params.assetId, request.body),
  );

  app.put(
    '/api/assets/:assetId/marker-color',
    {
      schema: {
        tags: ['assets'],
        summary: 'The map marker’s colour, null for the default (spec 2 §7 setAssetColor)',
        params: assetParams,
        body: markerColorBody,
        response: { 200: asset, ...errors },
      },
    },
    async (request) =>
      service.setMarkerColor(
        deps,
        requireAuth(request),
        request.params.assetId,
        request.body.marker_color,
      ),
  );
};
